// The Vagabond's board in the snapshot (State.vagabond), the digest and the
// consistency checks a snapshot must pass; called by engine/root/snapshot.cc
// and digest.cc only when the Vagabond plays, so that the other factions'
// snapshots and digests stay what they were.
#ifndef ARBITER_ENGINE_ROOT_FACTIONS_VAGABOND_STATE_IO_H_
#define ARBITER_ENGINE_ROOT_FACTIONS_VAGABOND_STATE_IO_H_

#include "absl/status/status.h"
#include "arbiter/root.pb.h"
#include "engine/core/digest.h"
#include "engine/root/state.h"

namespace arbiter::root::vagabond {

void WriteSnapshot(const State& s, pb::root::State::Vagabond* out);
// Range checks each field; the conservation checks are ItemsConserved.
absl::Status ReadSnapshot(const pb::root::State::Vagabond& in, State& s);
void AddToDigest(const State& s, DigestBuilder& d);

// root.vagabond.items_conserved (facts 3): by kind, the supply, the ruins,
// crafted items, the Vagabond's items and those removed add up to the items
// in play (supply + ruins + the character's starting items).
bool ItemsConserved(const State& s);

}  // namespace arbiter::root::vagabond

#endif  // ARBITER_ENGINE_ROOT_FACTIONS_VAGABOND_STATE_IO_H_
