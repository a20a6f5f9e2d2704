# ctest subdirectory_consumer: configures tests/install/subdirectory_consumer
# (add_subdirectory of this checkout, BUILD_TESTING=OFF) and checks that
#  - configuring needs neither GoogleTest, RapidCheck nor Google Benchmark
#    (each is disabled, so a find_package(... REQUIRED) of one fails);
#  - the consumer's compile line gets Arbiter's include directories from the
#    targets alone: the public include/ and the generated protos.
#   cmake -DSOURCE_DIR=... -DWORK_DIR=... -DCOMPILER=... -P subdirectory_consumer.cmake
file(REMOVE_RECURSE ${WORK_DIR})
execute_process(
  COMMAND ${CMAKE_COMMAND} -S ${SOURCE_DIR}/tests/install/subdirectory_consumer
          -B ${WORK_DIR} -DARBITER_DIR=${SOURCE_DIR} -DCMAKE_BUILD_TYPE=Release
          -DCMAKE_CXX_COMPILER=${COMPILER} -DBUILD_TESTING=OFF
          -DCMAKE_DISABLE_FIND_PACKAGE_GTest=ON
          -DCMAKE_DISABLE_FIND_PACKAGE_rapidcheck=ON
          -DCMAKE_DISABLE_FIND_PACKAGE_benchmark=ON
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "add_subdirectory consumer did not configure (${rc}):\n${out}\n${err}")
endif()
file(READ ${WORK_DIR}/compile_commands.json commands)
string(JSON count LENGTH "${commands}")
math(EXPR last "${count} - 1")
set(consumer_command "")
foreach(i RANGE ${last})
  string(JSON file GET "${commands}" ${i} file)
  if(file STREQUAL "${SOURCE_DIR}/tests/install/consumer/consumer.cc")
    string(JSON consumer_command GET "${commands}" ${i} command)
  endif()
endforeach()
foreach(dir "${SOURCE_DIR}/include" "${WORK_DIR}/arbiter/proto")
  string(FIND "${consumer_command} " "-I${dir} " at)
  if(at LESS 0)
    message(FATAL_ERROR "consumer's compile line lacks -I${dir}: ${consumer_command}")
  endif()
endforeach()
file(REMOVE_RECURSE ${WORK_DIR})
