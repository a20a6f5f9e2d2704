#include "engine/root/digest.h"

#include "engine/core/digest.h"
#include "absl/types/span.h"
#include "engine/root/board.h"

namespace arbiter::root {
namespace {

// The entries of a per-faction array that are digested (ListedFactions).
template <typename T>
absl::Span<const T> Listed(const State& s, const std::array<T, kNumFactions>& per_faction) {
  return absl::MakeConstSpan(per_faction.data(), size_t(ListedFactions(s)));
}

}  // namespace

uint64_t StateDigest(const State& s) {
  DigestBuilder d;
  AddStateDigest(s, d);
  return d.Finish();
}

void AddStateDigest(const State& s, DigestBuilder& d) {
  d.Add(s.map);
  d.Add(s.players);
  d.AddRange(s.faction);
  d.AddRange(Listed(s, s.seat_of));
  d.Add(s.turn_limit);
  d.Add(s.turns_taken);
  d.Add(s.games);
  d.Add(s.game_index);
  d.AddRange(s.banked_vp);
  d.AddRange(s.game_winner);
  d.AddRange(s.suit);
  d.AddRange(s.ruin);
  d.AddRange(s.ruin_items);
  d.AddRange(s.item_supply);
  for (const auto& items : s.items) d.AddRange(items);
  // Only the live part of the deck: stale entries past deck_size are not state.
  for (int i = 0; i < s.deck_size; ++i) d.Add(s.deck[i]);
  d.Add(s.deck_size);
  d.AddRange(s.hand);
  d.AddRange(s.play_area);
  d.Add(s.discard);
  d.Add(s.beside_map);
  d.Add(s.out_of_game);
  d.Add(s.used_this_turn);
  for (int f = 0; f < ListedFactions(s); ++f) d.AddRange(s.warriors[f]);
  d.AddRange(Listed(s, s.warrior_supply));
  // The boards always digested (the Marquise's, the Eyrie's), here as
  // before the Alliance, so that their games' golden digests stay valid.
  for (int f = 0; f < kNumFactions; ++f)
    if (RulesOf(Faction(f)).always_in_state) RulesOf(Faction(f)).digest(s, d);
  d.AddRange(s.vp);
  // The kinds up to the Company's; its own only when some seat scored one
  // (tagged), so that every game without them keeps its golden digest.
  bool later_kinds = false;
  for (const auto& v : s.vp_by) {
    d.AddRange(absl::MakeConstSpan(v.data(), kDigestedScoreKinds));
    for (int k = kDigestedScoreKinds; k < kNumScoreKinds; ++k) later_kinds |= v[k] != 0;
  }
  if (later_kinds) {
    d.Add(uint8_t{0x5C});
    for (const auto& v : s.vp_by) d.AddRange(absl::MakeConstSpan(v.data() + kDigestedScoreKinds,
                                                               kNumScoreKinds - kDigestedScoreKinds));
  }
  d.Add(s.phase);
  d.Add(s.step);
  d.Add(s.fstep);
  d.Add(s.setup_index);
  d.Add(s.turn_seat);
  d.Add(s.winner);
  d.Add(s.ended_by_limit);
  d.Add(s.need_shuffle);
  d.AddRange(s.draw_owed);
  d.AddRange(s.removal_pending);
  d.Add(s.windows_done);
  d.Add(s.steal_from);
  if (s.steal_no_vp) d.Add(s.steal_no_vp);
  d.AddRange(s.dominance);
  // Every later faction's board only when it plays, in Faction order, so
  // that the digests of games without it stay what they were.
  for (int f = 0; f < kNumFactions; ++f)
    if (!RulesOf(Faction(f)).always_in_state && s.seat_of[f] >= 0) RulesOf(Faction(f)).digest(s, d);
  if (s.outrage_at != 0) {
    d.Add(s.outrage_at);
    d.Add(s.outrage_payer);
    d.Add(s.outrage_owed_to);
  }
  if (s.reserve_owed != std::array<uint8_t, kMaxSeats>{}) d.AddRange(s.reserve_owed);
  if (s.random_discards != 0) {
    d.Add(s.random_discard_seat);
    d.Add(s.random_discards);
  }
  const BattleState& b = s.battle;
  d.Add(b.active);
  if (b.active) {
    d.Add(b.stage);
    d.Add(b.attacker);
    d.Add(b.defender);
    d.Add(b.clearing);
    d.Add(b.ambush_card);
    d.Add(b.roll_attacker);
    d.Add(b.roll_defender);
    d.Add(b.extra_attacker);
    d.Add(b.extra_defender);
    d.Add(b.armor_attacker);
    d.Add(b.armor_defender);
    d.Add(b.brutal_used);
    d.Add(b.sappers_used);
    d.Add(b.hits_on_attacker);
    d.Add(b.hits_on_defender);
    d.Add(b.removed_by_attacker);
    d.Add(b.removed_by_defender);
    // Only with an ally (tagged), so that every other battle keeps its digest.
    if (b.allies != 0) {
      d.Add(uint8_t{0xA1});
      d.Add(b.allies);
      d.Add(b.hits_on_allies);
      d.Add(b.hits_on_own);
    }
  }
  // Only when a seat holds cards received outside its turn (the
  // Vagabond's aid), tagged, so that games without any keep their digests.
  if (s.received != std::array<uint8_t, kMaxSeats>{}) {
    d.Add(uint8_t{0xAD});
    d.AddRange(s.received);
  }
  // Likewise an owed decision (FactionRules::owed_decision).
  if (s.decision_owed != 0) {
    d.Add(uint8_t{0xDE});
    d.Add(s.decision_owed);
  }
}

}  // namespace arbiter::root
