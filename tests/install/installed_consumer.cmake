# ctest installed_consumer: installs this build into a fresh prefix, then
# configures and builds tests/install/consumer against it (find_package,
# Arbiter::arbiter) and runs it on logs of every game. Reuses the build:
# installing copies files, and only the one consumer source compiles.
#   cmake -DBUILD_DIR=... -DSOURCE_DIR=... -DWORK_DIR=... [-DLAUNCHER=ccache]
#         -DCOMPILER=... -P installed_consumer.cmake
file(REMOVE_RECURSE ${WORK_DIR})
set(prefix ${WORK_DIR}/prefix)

function(run)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "failed (${rc}): ${ARGN}\n${out}\n${err}")
  endif()
  set(last_output "${out}" PARENT_SCOPE)
endfunction()

run(${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${prefix})
foreach(file bin/arbiter share/man/man1/arbiter.1 include/arbiter/arbiter.h
             include/arbiter/log.pb.h lib/cmake/Arbiter/ArbiterConfig.cmake)
  if(NOT EXISTS ${prefix}/${file})
    message(FATAL_ERROR "installed prefix lacks ${file}")
  endif()
endforeach()
# No generic paths that would collide once installed.
foreach(dir engine replay verifier)
  if(EXISTS ${prefix}/include/${dir})
    message(FATAL_ERROR "installed a generic include/${dir}")
  endif()
endforeach()

set(configure ${CMAKE_COMMAND} -S ${SOURCE_DIR}/tests/install/consumer -B ${WORK_DIR}/build
    -DCMAKE_PREFIX_PATH=${prefix} -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER=${COMPILER})
if(LAUNCHER)
  list(APPEND configure -DCMAKE_CXX_COMPILER_LAUNCHER=${LAUNCHER})
endif()
run(${configure})
run(${CMAKE_COMMAND} --build ${WORK_DIR}/build)
run(${WORK_DIR}/build/consumer
    ${SOURCE_DIR}/corpus/rumble_nation/generated/p3-s0002.binpb
    ${SOURCE_DIR}/corpus/living_forest/valid/complete_game.textproto
    ${SOURCE_DIR}/corpus/root/valid/armorers.textproto)
message(STATUS "${last_output}")
# The digests `arbiter verify` prints for the same logs.
foreach(want "rumble_nation 0aa3b24d6d1260a6 ok" "living_forest f548eaa7407a9dd9 ok"
             "root 8e7f51241b8bac5c ok")
  string(FIND "${last_output}" "${want}" at)
  if(at LESS 0)
    message(FATAL_ERROR "consumer did not verify as the command line does: ${want}")
  endif()
endforeach()
file(REMOVE_RECURSE ${WORK_DIR})
