#include "engine/root/digest.h"

#include "engine/core/digest.h"
#include "absl/types/span.h"
#include "engine/root/board.h"
#include "engine/root/factions/vagabond/state_io.h"

namespace arbiter::root {
namespace {

// The entries of a per-faction array that are digested: the first two
// factions' always, a later faction's only when it plays (then the ones
// before it too), so that Marquise/Eyrie digests stay what they were.
template <typename T>
absl::Span<const T> Listed(const State& s, const std::array<T, kNumFactions>& per_faction) {
  size_t n = 2;
  for (int f = 2; f < kNumFactions; ++f)
    if (s.seat_of[f] >= 0) n = size_t(f) + 1;
  return absl::MakeConstSpan(per_faction.data(), n);
}

}  // namespace

uint64_t StateDigest(const State& s) {
  DigestBuilder d;
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
  for (int f = 0; f < int(Listed(s, s.seat_of).size()); ++f) d.AddRange(s.warriors[f]);
  d.AddRange(Listed(s, s.warrior_supply));
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
  d.AddRange(s.vp);
  for (const auto& v : s.vp_by) d.AddRange(v);
  d.Add(s.phase);
  d.Add(s.step);
  d.Add(s.fstep);
  d.Add(s.setup_index);
  d.Add(s.turn_seat);
  d.Add(s.winner);
  d.Add(s.ended_by_limit);
  d.Add(s.need_shuffle);
  d.AddRange(s.draw_owed);
  d.AddRange(s.hospital);
  d.Add(s.windows_done);
  d.Add(s.steal_from);
  if (s.steal_no_vp) d.Add(s.steal_no_vp);
  d.AddRange(s.dominance);
  // Added only where they can be other than at the start, so that the
  // digests of Marquise/Eyrie games stay what they were before the Alliance.
  if (Playing(s, Faction::kAlliance)) {
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
  if (Playing(s, Faction::kVagabond)) vagabond::AddToDigest(s, d);
  if (s.outrage_at != 0) {
    d.Add(s.outrage_at);
    d.Add(s.outrage_payer);
    d.Add(s.outrage_owed_to);
  }
  if (s.reserve_owed != std::array<uint8_t, kMaxSeats>{}) d.AddRange(s.reserve_owed);
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
  }
  return d.Finish();
}

}  // namespace arbiter::root
