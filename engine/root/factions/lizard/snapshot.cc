#include "engine/root/factions/lizard/snapshot.h"

#include "engine/root/board.h"
#include "engine/root/factions/lizard/pieces.h"
#include "engine/root/snapshot_fields.h"

namespace arbiter::root::lizard {

using namespace ::arbiter::root::snapshot;  // NOLINT: the field helpers

namespace {

// Engine suit -1..2 <-> proto SUIT_UNSPECIFIED, FOX..MOUSE.
rp::Suit SuitOut(int8_t suit) { return suit < 0 ? rp::SUIT_UNSPECIFIED : rp::Suit(suit + 1); }
absl::Status SuitIn(int v, absl::string_view field, int8_t* out) {
  if (v < 0 || v > kNumClearingSuits) return Bad(field);
  *out = int8_t(v - 1);
  return absl::OkStatus();
}

}  // namespace

void WriteSnapshot(const State& s, rp::State* out) {
  const LizardBoard& z = s.lizard;
  rp::State::Lizard* q = out->mutable_lizard();
  CountsOut(z.gardens, q->mutable_gardens());
  CountsOut(z.track, q->mutable_track());
  q->set_acolytes(z.acolytes);
  q->set_outcast(SuitOut(z.outcast));
  q->set_hated(z.hated);
  MaskOut(z.lost_souls, q->mutable_lost_souls());
  MaskOut(z.revealed, q->mutable_revealed());
  MaskOut(z.counted, q->mutable_counted());
  q->set_prior_outcast(SuitOut(z.prior_outcast));
  q->set_prior_hated(z.prior_hated);
  for (int suit = 0; suit < kNumClearingSuits; ++suit)
    if ((z.scored >> suit) & 1) q->add_scored(rp::Suit(suit + 1));
  CountsOut(z.gardens_used, q->mutable_gardens_used());
}

absl::Status ReadSnapshot(const rp::State& snap, State& s) {
  // Present exactly when the Cult plays.
  if (snap.has_lizard() != Playing(s, kCult)) return Bad("lizard");
  if (!snap.has_lizard()) return absl::OkStatus();
  const rp::State::Lizard& in = snap.lizard();
  LizardBoard& z = s.lizard;
  z = LizardBoard{};
  ARBITER_ROOT_RETURN_IF_ERROR(CountsIn(in.gardens(), kGardensPerSuit, "lizard.gardens", &z.gardens));
  ARBITER_ROOT_RETURN_IF_ERROR(CountsIn(in.track(), kGardensPerSuit, "lizard.track", &z.track));
  ARBITER_ROOT_RETURN_IF_ERROR(UnsignedIn(in.acolytes(), kLizardWarriors, "lizard.acolytes", &z.acolytes));
  ARBITER_ROOT_RETURN_IF_ERROR(SuitIn(in.outcast(), "lizard.outcast", &z.outcast));
  z.hated = in.hated();
  ARBITER_ROOT_RETURN_IF_ERROR(MaskIn(in.lost_souls(), kNumCards, "lizard.lost_souls", &z.lost_souls));
  ARBITER_ROOT_RETURN_IF_ERROR(MaskIn(in.revealed(), kNumCards, "lizard.revealed", &z.revealed));
  ARBITER_ROOT_RETURN_IF_ERROR(MaskIn(in.counted(), kNumCards, "lizard.counted", &z.counted));
  ARBITER_ROOT_RETURN_IF_ERROR(SuitIn(in.prior_outcast(), "lizard.prior_outcast", &z.prior_outcast));
  z.prior_hated = in.prior_hated();
  for (int suit : in.scored()) {
    if (suit < 1 || suit > kNumClearingSuits || ((z.scored >> (suit - 1)) & 1)) return Bad("lizard.scored");
    z.scored = uint8_t(z.scored | (1u << (suit - 1)));
  }
  ARBITER_ROOT_RETURN_IF_ERROR(
      CountsIn(in.gardens_used(), kGardensPerSuit, "lizard.gardens_used", &z.gardens_used));
  return absl::OkStatus();
}

absl::Status CheckSnapshot(const State& s) {
  // Gardens stand only in clearings of their suit, and the board holds the
  // rest of the five of each suit.
  int placed[kNumClearingSuits] = {};
  for (int c = 0; c < kNumClearings; ++c) placed[int(s.suit[c]) % kNumClearingSuits] += s.lizard.gardens[c];
  for (int suit = 0; suit < kNumClearingSuits; ++suit)
    if (placed[suit] + s.lizard.track[suit] != kGardensPerSuit) return Bad("lizard.track (gardens not conserved)");
  return absl::OkStatus();
}

void Digest(const State& s, DigestBuilder& d) {
  const LizardBoard& z = s.lizard;
  d.AddRange(z.gardens);
  d.AddRange(z.track);
  d.Add(z.acolytes);
  d.Add(z.outcast);
  d.Add(z.hated);
  d.Add(z.lost_souls);
  d.Add(z.revealed);
  d.Add(z.counted);
  d.Add(z.prior_outcast);
  d.Add(z.prior_hated);
  d.Add(z.scored);
  d.AddRange(z.gardens_used);
}

}  // namespace arbiter::root::lizard
