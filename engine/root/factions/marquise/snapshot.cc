#include "engine/root/factions/marquise/snapshot.h"

#include "engine/root/board.h"
#include "engine/root/factions/marquise/marquise.h"
#include "engine/root/snapshot_fields.h"

namespace arbiter::root::marquise {

using namespace ::arbiter::root::snapshot;  // NOLINT: the field helpers

namespace {
constexpr int kMaxActions = 32;
}  // namespace

void Reset(State& s) { s.marquise.keep = -1; }

void WriteSnapshot(const State& s, rp::State* out) {
  const MarquiseBoard& m = s.marquise;
  rp::State::Marquise* qm = out->mutable_marquise();
  qm->set_keep(m.keep);
  qm->set_keep_removed(m.keep_removed);
  CountsOut(m.buildings[0], qm->mutable_sawmills());
  CountsOut(m.buildings[1], qm->mutable_workshops());
  CountsOut(m.buildings[2], qm->mutable_recruiters());
  CountsOut(m.track, qm->mutable_track());
  CountsOut(m.wood, qm->mutable_wood());
  qm->set_wood_supply(m.wood_supply);
  qm->set_actions_left(m.actions_left);
  qm->set_march_moves(m.march_moves);
  qm->set_recruited(m.recruited);
  qm->set_crafting_open(m.crafting_open);
  qm->set_setup_buildings(m.setup_buildings);
  CountsOut(m.workshops_used, qm->mutable_workshops_used());
  CountsOut(m.placed, qm->mutable_placed());
}

absl::Status ReadSnapshot(const rp::State& snap, State& s) {
  if (!snap.has_marquise()) return Bad("marquise");
  const rp::State::Marquise& in = snap.marquise();
  MarquiseBoard& m = s.marquise;
  ARBITER_ROOT_RETURN_IF_ERROR(SignedIn(in.keep(), -1, kNumClearings - 1, "marquise.keep", &m.keep));
  m.keep_removed = in.keep_removed();
  ARBITER_ROOT_RETURN_IF_ERROR(
      CountsIn(in.sawmills(), kCatTrackLength, "marquise.sawmills", &m.buildings[0]));
  ARBITER_ROOT_RETURN_IF_ERROR(
      CountsIn(in.workshops(), kCatTrackLength, "marquise.workshops", &m.buildings[1]));
  ARBITER_ROOT_RETURN_IF_ERROR(
      CountsIn(in.recruiters(), kCatTrackLength, "marquise.recruiters", &m.buildings[2]));
  ARBITER_ROOT_RETURN_IF_ERROR(CountsIn(in.track(), kCatTrackLength, "marquise.track", &m.track));
  ARBITER_ROOT_RETURN_IF_ERROR(CountsIn(in.wood(), kCatWood, "marquise.wood", &m.wood));
  ARBITER_ROOT_RETURN_IF_ERROR(
      UnsignedIn(in.wood_supply(), kCatWood, "marquise.wood_supply", &m.wood_supply));
  ARBITER_ROOT_RETURN_IF_ERROR(
      UnsignedIn(in.actions_left(), kMaxActions, "marquise.actions_left", &m.actions_left));
  ARBITER_ROOT_RETURN_IF_ERROR(
      UnsignedIn(in.march_moves(), 1, "marquise.march_moves", &m.march_moves));
  m.recruited = in.recruited();
  m.crafting_open = in.crafting_open();
  ARBITER_ROOT_RETURN_IF_ERROR(UnsignedIn(in.setup_buildings(), kNumCatBuildings,
                                          "marquise.setup_buildings", &m.setup_buildings));
  ARBITER_ROOT_RETURN_IF_ERROR(CountsIn(in.workshops_used(), kCatTrackLength,
                                        "marquise.workshops_used", &m.workshops_used));
  ARBITER_ROOT_RETURN_IF_ERROR(CountsIn(in.placed(), kCatWarriors, "marquise.placed", &m.placed));
  return absl::OkStatus();
}

// The engine follows the keep without checking it where the rules say it is
// set (warriors saved by field hospitals go there, the starting buildings
// are placed around it): a snapshot must not leave it unset there.
absl::Status CheckSnapshot(const State& s) {
  int pending = 0;
  for (uint8_t n : s.removal_pending) pending += n;
  if (pending > s.warrior_supply[Fi(Faction::kMarquise)])
    return Bad("hospital (more warriors pending than in the supply)");
  if (!Playing(s, Faction::kMarquise) || s.marquise.keep >= 0) return absl::OkStatus();
  for (uint8_t n : s.removal_pending)
    if (n > 0) return Bad("hospital (warriors pending with no keep on the map)");
  if (s.marquise.keep_removed) return absl::OkStatus();
  if (s.phase != Phase::kSetup) return Bad("marquise.keep (never placed, yet setup is over)");
  // During the factions' setup: only before the Marquise placed her keep.
  if (s.step == uint8_t(SetupStep::kFactions)) {
    int done = 0;
    for (Faction f : kSetupOrder) {
      if (!Playing(s, f)) continue;
      if (done++ < s.setup_index && f == Faction::kMarquise)
        return Bad("marquise.keep (the Marquise's setup is done)");
      if (done - 1 == s.setup_index && f == Faction::kMarquise &&
          s.fstep != uint8_t(CatStep::kSetupKeep))
        return Bad("marquise.keep (starting buildings before the keep)");
    }
  }
  return absl::OkStatus();
}

absl::Status CheckPieces(const State& s) {
  int wood = 0;
  int cat[kNumCatBuildings] = {};
  for (int c = 0; c < kNumClearings; ++c) {
    wood += s.marquise.wood[c];
    for (int t = 0; t < kNumCatBuildings; ++t) cat[t] += s.marquise.buildings[t][c];
  }
  if (wood + s.marquise.wood_supply != kCatWood)
    return absl::InternalError("root.pieces_conserved: wood");
  for (int t = 0; t < kNumCatBuildings; ++t)
    if (cat[t] + s.marquise.track[t] != kCatTrackLength)
      return absl::InternalError("root.pieces_conserved: Marquise buildings");
  return absl::OkStatus();
}

void Digest(const State& s, DigestBuilder& d) {
  const MarquiseBoard& m = s.marquise;
  d.Add(m.keep);
  d.Add(m.keep_removed);
  for (const auto& b : m.buildings) d.AddRange(b);
  d.AddRange(m.track);
  d.AddRange(m.wood);
  d.Add(m.wood_supply);
  d.Add(m.actions_left);
  d.Add(m.march_moves);
  d.Add(m.recruited);
  d.Add(m.crafting_open);
  d.Add(m.setup_buildings);
  d.AddRange(m.workshops_used);
  d.AddRange(m.placed);
}

}  // namespace arbiter::root::marquise
