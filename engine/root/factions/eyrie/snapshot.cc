#include "engine/root/factions/eyrie/snapshot.h"

#include "engine/root/board.h"
#include "engine/root/factions/eyrie/eyrie.h"
#include "engine/root/snapshot_fields.h"

namespace arbiter::root::eyrie {

using namespace ::arbiter::root::snapshot;  // NOLINT: the field helpers

void Reset(State& s) { s.eyrie.leader = -1; }

void WriteSnapshot(const State& s, rp::State* out) {
  const EyrieBoard& e = s.eyrie;
  rp::State::Eyrie* qe = out->mutable_eyrie();
  CountsOut(e.roosts, qe->mutable_roosts());
  qe->set_roost_track(e.roost_track);
  qe->set_leader(rp::Leader(e.leader + 1));
  for (int l = 0; l < kNumLeaders; ++l)
    if ((e.deposed >> l) & 1) qe->add_deposed(rp::Leader(l + 1));
  for (uint64_t col : e.decree) MaskOut(col, qe->add_decree()->mutable_cards());
  MaskOut(e.resolved, qe->mutable_resolved());
  qe->set_added_this_turn(e.added_this_turn);
  qe->set_bird_added(e.bird_added);
  qe->set_crafting_open(e.crafting_open);
  CountsOut(e.roosts_used, qe->mutable_roosts_used());
}

absl::Status ReadSnapshot(const rp::State& snap, State& s) {
  if (!snap.has_eyrie()) return Bad("eyrie");
  const rp::State::Eyrie& in = snap.eyrie();
  EyrieBoard& e = s.eyrie;
  ARBITER_ROOT_RETURN_IF_ERROR(CountsIn(in.roosts(), 1, "eyrie.roosts", &e.roosts));
  ARBITER_ROOT_RETURN_IF_ERROR(
      UnsignedIn(in.roost_track(), kEyrieRoosts, "eyrie.roost_track", &e.roost_track));
  ARBITER_ROOT_RETURN_IF_ERROR(SignedIn(int(in.leader()) - 1, -1, kNumLeaders - 1, "eyrie.leader",
                                        &e.leader));
  e.deposed = 0;
  for (int leader : in.deposed()) {
    if (leader < 1 || leader > kNumLeaders || ((e.deposed >> (leader - 1)) & 1))
      return Bad("eyrie.deposed");
    e.deposed |= uint8_t(1u << (leader - 1));
  }
  if (in.decree_size() != kNumColumns) return Bad("eyrie.decree");
  for (int col = 0; col < kNumColumns; ++col) {
    ARBITER_ROOT_RETURN_IF_ERROR(
        MaskIn(in.decree(col).cards(), kAllCardIds, "eyrie.decree", &e.decree[col]));
  }
  ARBITER_ROOT_RETURN_IF_ERROR(MaskIn(in.resolved(), kAllCardIds, "eyrie.resolved", &e.resolved));
  ARBITER_ROOT_RETURN_IF_ERROR(
      UnsignedIn(in.added_this_turn(), 2, "eyrie.added_this_turn", &e.added_this_turn));
  e.bird_added = in.bird_added();
  e.crafting_open = in.crafting_open();
  ARBITER_ROOT_RETURN_IF_ERROR(
      CountsIn(in.roosts_used(), kEyrieRoosts, "eyrie.roosts_used", &e.roosts_used));
  return absl::OkStatus();
}

// The engine follows the leader without checking it where the rules say it
// is set (turmoil deposes it): a snapshot must not leave it unset there.
absl::Status CheckSnapshot(const State& s) {
  if (!Playing(s, Faction::kEyrie) || s.eyrie.leader >= 0 || s.phase == Phase::kSetup)
    return absl::OkStatus();
  // Only between turmoil and the choice of a new leader, on the Eyrie's turn.
  if (s.turn_seat == SeatOf(s, Faction::kEyrie) &&
      s.fstep == uint8_t(EyrieStep::kChooseLeader))
    return absl::OkStatus();
  return Bad("eyrie.leader (none outside setup and turmoil)");
}

absl::Status CheckPieces(const State& s) {
  int roosts = 0;
  for (int c = 0; c < kNumClearings; ++c) roosts += s.eyrie.roosts[c];
  if (roosts + s.eyrie.roost_track != kEyrieRoosts)
    return absl::InternalError("root.pieces_conserved: roosts");
  return absl::OkStatus();
}

void Digest(const State& s, DigestBuilder& d) {
  const EyrieBoard& y = s.eyrie;
  d.AddRange(y.roosts);
  d.Add(y.roost_track);
  d.Add(y.leader);
  d.Add(y.deposed);
  d.AddRange(y.decree);
  d.Add(y.resolved);
  d.Add(y.added_this_turn);
  d.Add(y.bird_added);
  d.Add(y.crafting_open);
  d.AddRange(y.roosts_used);
}

}  // namespace arbiter::root::eyrie
