// The Vagabond's board in the snapshot (State.vagabond), the digest and the
// items it holds: its FactionRules hooks (write_snapshot, read_snapshot,
// digest, add_items).
#ifndef ARBITER_ENGINE_ROOT_FACTIONS_VAGABOND_STATE_IO_H_
#define ARBITER_ENGINE_ROOT_FACTIONS_VAGABOND_STATE_IO_H_

#include "absl/status/status.h"
#include "arbiter/root.pb.h"
#include "engine/core/digest.h"
#include "engine/root/state.h"

namespace arbiter::root::vagabond {

void WriteSnapshot(const State& s, pb::root::State* out);
// Present exactly when it plays; range checks each field, then that the
// items are conserved (ItemsConserved).
absl::Status ReadSnapshot(const pb::root::State& in, State& s);
void Digest(const State& s, DigestBuilder& d);

// Adds, by kind, the items in its satchel and tracks, in every state, and
// those removed from the game, to `held`; the items its character brought
// to `brought` (FactionRules::add_items).
void AddItems(const State& s, ItemCounts& held, ItemCounts& brought);

// root.vagabond.items_conserved (facts 3): by kind, the supply, the ruins,
// crafted items, the Vagabond's items and those removed add up to the items
// in play (supply + ruins + the character's starting items).
bool ItemsConserved(const State& s);

}  // namespace arbiter::root::vagabond

#endif  // ARBITER_ENGINE_ROOT_FACTIONS_VAGABOND_STATE_IO_H_
