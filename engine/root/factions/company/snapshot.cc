#include "engine/root/factions/company/snapshot.h"

#include "absl/types/span.h"

#include "engine/root/board.h"
#include "engine/root/factions/company/pieces.h"
#include "engine/root/snapshot_fields.h"

namespace arbiter::root::company {

using namespace ::arbiter::root::snapshot;  // NOLINT: the field helpers

void WriteSnapshot(const State& s, rp::State* out) {
  const CompanyBoard& b = s.company;
  rp::State::Company* q = out->mutable_company();
  CountsOut(b.payments, q->mutable_payments());
  CountsOut(b.funds, q->mutable_funds());
  CountsOut(b.committed, q->mutable_committed());
  CountsOut(b.crafted, q->mutable_crafted());
  CountsOut(b.row_used, q->mutable_row_used());
  CountsOut(b.posts_placed, q->mutable_posts_placed());
  MaskOut(b.posts, q->mutable_posts());
  CountsOut(b.price, q->mutable_prices());
  q->set_service_turn(b.service_turn);
  q->set_bought(b.bought);
  q->set_riverboats(b.riverboats);
  q->set_mercenaries(b.mercenaries);
  q->set_setup_warriors(b.setup_warriors);
  if (b.funds_lost_owed != 0) q->set_funds_lost_owed(b.funds_lost_owed);
}

absl::Status ReadSnapshot(const rp::State& snap, State& s) {
  if (snap.has_company() != Playing(s, kCo)) return Bad("company");
  if (!snap.has_company()) return absl::OkStatus();
  const rp::State::Company& in = snap.company();
  CompanyBoard& b = s.company;
  // Any faction's warriors, at most as many as the largest box (25).
  constexpr uint32_t kMaxWarriors = 25;
  ARBITER_ROOT_RETURN_IF_ERROR(CountsIn(in.payments(), kMaxWarriors, "company.payments", &b.payments));
  ARBITER_ROOT_RETURN_IF_ERROR(CountsIn(in.funds(), kMaxWarriors, "company.funds", &b.funds));
  ARBITER_ROOT_RETURN_IF_ERROR(CountsIn(in.committed(), kMaxWarriors, "company.committed", &b.committed));
  ARBITER_ROOT_RETURN_IF_ERROR(CountsIn(in.crafted(), kMaxWarriors, "company.crafted", &b.crafted));
  for (int f = 0; f < kNumFactions; ++f) {
    const int held = b.payments[f] + b.funds[f] + b.committed[f] + b.crafted[f];
    if (held > RulesOf(Faction(f)).warriors) return Bad("company boxes (more warriors than the box)");
    b.held[f] = uint8_t(held);
  }
  ARBITER_ROOT_RETURN_IF_ERROR(
      CountsIn(in.posts_placed(), kTradePostsPerSuit, "company.posts_placed", &b.posts_placed));
  ARBITER_ROOT_RETURN_IF_ERROR(CountsIn(in.row_used(), kTradePostsPerSuit, "company.row_used", &b.row_used));
  for (int suit = 0; suit < kNumClearingSuits; ++suit)
    if (b.row_used[suit] > b.posts_placed[suit]) return Bad("company.row_used (more than the posts placed)");
  uint64_t posts = 0;
  ARBITER_ROOT_RETURN_IF_ERROR(MaskIn(in.posts(), kNumClearings, "company.posts", &posts));
  b.posts = uint16_t(posts);
  ARBITER_ROOT_RETURN_IF_ERROR(CountsIn(in.prices(), kMaxPrice, "company.prices", &b.price));
  ARBITER_ROOT_RETURN_IF_ERROR(UnsignedIn(in.service_turn(), 10000, "company.service_turn", &b.service_turn));
  ARBITER_ROOT_RETURN_IF_ERROR(UnsignedIn(in.bought(), 1 + kNumClearings, "company.bought", &b.bought));
  b.riverboats = in.riverboats();
  b.mercenaries = in.mercenaries();
  ARBITER_ROOT_RETURN_IF_ERROR(
      UnsignedIn(in.setup_warriors(), kCompanySetupWarriors, "company.setup_warriors", &b.setup_warriors));
  // Owed exactly while its seat owes a decision (State::decision_owed is
  // read before the factions' sections), and never more than the funds.
  int funds = 0;
  for (uint8_t v : b.funds) funds += v;
  if (in.funds_lost_owed() > uint32_t(funds) ||
      (in.funds_lost_owed() > 0) != bool((s.decision_owed >> SeatOf(s, kCo)) & 1))
    return Bad("company.funds_lost_owed");
  b.funds_lost_owed = uint8_t(in.funds_lost_owed());
  return absl::OkStatus();
}

absl::Status CheckSnapshot(const State& s) {
  for (int suit = 0; suit < kNumClearingSuits; ++suit)
    if (PostsOnMap(s, Suit(suit)) > s.company.posts_placed[suit])
      return Bad("company.posts (more on the map than placed)");
  for (int k = 0; k < kNumServices; ++k)
    if (s.phase != Phase::kSetup && s.company.price[k] < kMinPrice) return Bad("company.prices (unset)");
  return absl::OkStatus();
}

void Digest(const State& s, DigestBuilder& d) {
  const CompanyBoard& b = s.company;
  // Per-faction boxes: the factions listed in the digest (ListedFactions),
  // so that a faction added to the build after the Company leaves the
  // digests of games without it as they were.
  const int listed = ListedFactions(s);
  d.AddRange(absl::MakeConstSpan(b.payments.data(), listed));
  d.AddRange(absl::MakeConstSpan(b.funds.data(), listed));
  d.AddRange(absl::MakeConstSpan(b.committed.data(), listed));
  d.AddRange(absl::MakeConstSpan(b.crafted.data(), listed));
  d.AddRange(b.row_used);
  d.AddRange(b.posts_placed);
  d.Add(b.posts);
  d.AddRange(b.price);
  d.Add(b.setup_warriors);
  d.Add(b.service_turn);
  d.Add(b.bought);
  d.Add(b.riverboats);
  // Only when bought (tagged), so that the games recorded before
  // mercenaries were built keep their digests.
  if (b.mercenaries) {
    d.Add(uint8_t{0xC3});
    d.Add(b.mercenaries);
  }
  // Likewise a trade disruption still to choose.
  if (b.funds_lost_owed != 0) {
    d.Add(uint8_t{0xC4});
    d.Add(b.funds_lost_owed);
  }
}

}  // namespace arbiter::root::company
