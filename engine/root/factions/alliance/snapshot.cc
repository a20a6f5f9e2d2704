#include "engine/root/factions/alliance/snapshot.h"

#include "engine/root/board.h"
#include "engine/root/snapshot_fields.h"

namespace arbiter::root::alliance {

using namespace ::arbiter::root::snapshot;  // NOLINT: the field helpers

void WriteSnapshot(const State& s, rp::State* out) {
  const AllianceBoard& a = s.alliance;
  rp::State::Alliance* qa = out->mutable_alliance();
  CountsOut(a.bases, qa->mutable_bases());
  MaskOut(a.sympathy, qa->mutable_sympathy());
  qa->set_officers(a.officers);
  qa->set_ops_left(a.ops_left);
  MaskOut(a.supporters, qa->mutable_supporters());
  qa->set_spread_started(a.spread_started);
  qa->set_base_lost(a.base_lost);
  CountsOut(a.sympathy_used, qa->mutable_sympathy_used());
}

absl::Status ReadSnapshot(const rp::State& snap, State& s) {
  // Present exactly when the Alliance plays.
  if (snap.has_alliance() != Playing(s, Faction::kAlliance)) return Bad("alliance");
  if (!snap.has_alliance()) return absl::OkStatus();
  const rp::State::Alliance& in = snap.alliance();
  AllianceBoard& a = s.alliance;
  ARBITER_ROOT_RETURN_IF_ERROR(CountsIn(in.bases(), 1, "alliance.bases", &a.bases));
  uint64_t sympathy = 0;
  ARBITER_ROOT_RETURN_IF_ERROR(MaskIn(in.sympathy(), kNumClearings, "alliance.sympathy", &sympathy));
  a.sympathy = uint16_t(sympathy);
  ARBITER_ROOT_RETURN_IF_ERROR(
      UnsignedIn(in.officers(), kAllianceWarriors, "alliance.officers", &a.officers));
  ARBITER_ROOT_RETURN_IF_ERROR(
      UnsignedIn(in.ops_left(), kAllianceWarriors, "alliance.ops_left", &a.ops_left));
  ARBITER_ROOT_RETURN_IF_ERROR(MaskIn(in.supporters(), kNumCards, "alliance.supporters", &a.supporters));
  a.spread_started = in.spread_started();
  a.base_lost = in.base_lost();
  ARBITER_ROOT_RETURN_IF_ERROR(
      CountsIn(in.sympathy_used(), kSympathyTokens, "alliance.sympathy_used", &a.sympathy_used));
  return absl::OkStatus();
}

void Digest(const State& s, DigestBuilder& d) {
  const AllianceBoard& a = s.alliance;
  d.AddRange(a.bases);
  d.Add(a.sympathy);
  d.Add(a.officers);
  d.Add(a.ops_left);
  d.Add(a.supporters);
  d.Add(a.spread_started);
  d.Add(a.base_lost);
  d.AddRange(a.sympathy_used);
}

}  // namespace arbiter::root::alliance
