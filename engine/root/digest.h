// The canonical digest of a Root state (engine/core/digest.h): every field of
// State in declaration order. Thread-safe.
#ifndef ARBITER_ENGINE_ROOT_DIGEST_H_
#define ARBITER_ENGINE_ROOT_DIGEST_H_

#include <cstdint>

#include "engine/core/digest.h"
#include "engine/root/state.h"

namespace arbiter::root {

uint64_t StateDigest(const State& s);
// What StateDigest mixes, fed to `d`.
void AddStateDigest(const State& s, DigestBuilder& d);

}  // namespace arbiter::root

#endif  // ARBITER_ENGINE_ROOT_DIGEST_H_
