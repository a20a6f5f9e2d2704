#include "engine/rumble_nation/snapshot.h"

#include "absl/strings/str_format.h"

namespace arbiter::rumble_nation {
namespace {

namespace pbrn = ::arbiter::pb::rumble_nation;

absl::Status Bad(absl::string_view field) {
  return absl::InvalidArgumentError(
      absl::StrFormat("rumble_nation snapshot: %s out of range", field));
}

}  // namespace

void ToSnapshot(const State& s, pb::Snapshot* out) {
  out->set_game("rumble_nation");
  pbrn::State* st = out->mutable_rumble_nation();
  st->Clear();
  st->set_phase(static_cast<uint32_t>(s.phase));
  st->set_players(s.players);
  st->set_to_move(static_cast<uint32_t>(s.to_move < 0 ? 0 : s.to_move));
  for (int a = 0; a < kNumAreas; ++a) {
    st->add_castle_values(s.castle[a]);
    st->add_large_owner(s.large_owner[a]);
    st->add_small_owner(s.small_owner[a]);
  }
  for (Card card : s.display) st->add_display(static_cast<pbrn::Card>(card));
  for (int p = 0; p < s.players; ++p) {
    pbrn::State::Player* player = st->add_seats();
    player->set_supply(s.supply[p]);
    player->set_katana(s.katana[p]);
    player->set_card_used(static_cast<pbrn::Card>(s.card_used[p]));
    for (int a = 0; a < kNumAreas; ++a) {
      player->add_soldiers(s.soldiers[p][a]);
      player->add_reinforcements(s.reinforcements[p][a]);
    }
  }
  for (uint8_t f : s.dice) st->add_dice(f);
  st->set_rerolled(s.rerolled);
  st->set_battle_value(s.battle_value);
  st->set_katana_taken(s.katana_taken);
}

absl::StatusOr<State> FromSnapshot(const Components& c, const pb::Snapshot& in) {
  if (in.state_case() != pb::Snapshot::kRumbleNation) {
    return absl::InvalidArgumentError("snapshot is not of rumble_nation");
  }
  const pbrn::State& st = in.rumble_nation();
  State s;
  if (st.phase() > static_cast<uint32_t>(Phase::kOver)) return Bad("phase");
  s.phase = static_cast<Phase>(st.phase());
  if (st.players() != static_cast<uint32_t>(c.players)) return Bad("players");
  s.players = static_cast<uint8_t>(c.players);
  if (st.to_move() >= s.players) return Bad("to_move");
  s.to_move = s.phase == Phase::kOver ? kNobody : static_cast<Seat>(st.to_move());
  if (st.castle_values_size() != kNumAreas || st.large_owner_size() != kNumAreas ||
      st.small_owner_size() != kNumAreas) {
    return Bad("areas");
  }
  for (int a = 0; a < kNumAreas; ++a) {
    if (st.castle_values(a) > kMaxCastle) return Bad("castle_values");
    s.castle[a] = static_cast<uint8_t>(st.castle_values(a));
    for (int32_t owner : {st.large_owner(a), st.small_owner(a)}) {
      if (owner < kNobody || owner >= c.players) return Bad("owner");
    }
    s.large_owner[a] = static_cast<Seat>(st.large_owner(a));
    s.small_owner[a] = static_cast<Seat>(st.small_owner(a));
  }
  if (st.display_size() != kMaxDisplay) return Bad("display");
  for (int i = 0; i < kMaxDisplay; ++i) {
    if (st.display(i) < 0 || st.display(i) > kNumCards) return Bad("display");
    s.display[i] = static_cast<Card>(st.display(i));
  }
  if (st.seats_size() != c.players) return Bad("seats");
  for (int p = 0; p < c.players; ++p) {
    const pbrn::State::Player& player = st.seats(p);
    if (player.supply() > static_cast<uint32_t>(c.soldiers_per_player)) return Bad("supply");
    if (player.katana() > static_cast<uint32_t>(kMaxPlayers)) return Bad("katana");
    if (player.card_used() < 0 || player.card_used() > kNumCards) return Bad("card_used");
    if (player.soldiers_size() != kNumAreas || player.reinforcements_size() != kNumAreas) {
      return Bad("soldiers");
    }
    s.supply[p] = static_cast<uint8_t>(player.supply());
    s.katana[p] = static_cast<uint8_t>(player.katana());
    s.card_used[p] = static_cast<Card>(player.card_used());
    for (int a = 0; a < kNumAreas; ++a) {
      if (player.soldiers(a) > static_cast<uint32_t>(c.soldiers_per_player)) return Bad("soldiers");
      // Each province sends at most one batch to each neighbour.
      if (player.reinforcements(a) > static_cast<uint32_t>(c.reinforcements * kNumAreas)) {
        return Bad("reinforcements");
      }
      s.soldiers[p][a] = static_cast<uint8_t>(player.soldiers(a));
      s.reinforcements[p][a] = static_cast<uint8_t>(player.reinforcements(a));
    }
  }
  if (st.dice_size() != kNumDice) return Bad("dice");
  for (int d = 0; d < kNumDice; ++d) {
    if (st.dice(d) > 6) return Bad("dice");
    s.dice[d] = static_cast<uint8_t>(st.dice(d));
  }
  s.rerolled = st.rerolled();
  if (st.battle_value() > kMaxCastle + 1) return Bad("battle_value");
  s.battle_value = static_cast<uint8_t>(st.battle_value());
  if (st.katana_taken() > static_cast<uint32_t>(c.katana_count)) return Bad("katana_taken");
  s.katana_taken = static_cast<uint8_t>(st.katana_taken());
  return s;
}

}  // namespace arbiter::rumble_nation
