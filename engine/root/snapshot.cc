#include "engine/root/snapshot.h"

#include <algorithm>
#include <bit>
#include <cstdint>

#include "absl/strings/str_cat.h"
#include "engine/root/board.h"
#include "engine/root/factions/faction.h"
#include "engine/root/snapshot_fields.h"

namespace arbiter::root {
namespace {

using namespace ::arbiter::root::snapshot;  // NOLINT: the field helpers

constexpr int kMaxVp = 1000;  // far beyond any score

// The most warriors of any faction.
uint32_t MaxWarriors() {
  uint32_t most = 0;
  for (int f = 0; f < kNumFactions; ++f) most = std::max<uint32_t>(most, RulesOf(Faction(f)).warriors);
  return most;
}

// The largest faction step (fstep) of any faction.
uint32_t MaxFactionStep() {
  uint32_t most = 0;
  for (int f = 0; f < kNumFactions; ++f) most = std::max<uint32_t>(most, RulesOf(Faction(f)).last_step);
  return most;
}

absl::Status ReadSeat(const rp::State::Seat& in, int seat, State& s) {
  ARBITER_ROOT_RETURN_IF_ERROR(MaskIn(in.hand(), kNumCards, "seats.hand", &s.hand[seat]));
  ARBITER_ROOT_RETURN_IF_ERROR(
      MaskIn(in.play_area(), kNumCards, "seats.play_area", &s.play_area[seat]));
  if (in.items_size() != kNumItems) return Bad("seats.items");
  for (int i = 0; i < kNumItems; ++i) {
    ARBITER_ROOT_RETURN_IF_ERROR(
        UnsignedIn(in.items(i), kItemSupply[i] + kRuinItems[i], "seats.items", &s.items[seat][i]));
  }
  ARBITER_ROOT_RETURN_IF_ERROR(SignedIn(in.vp(), -kMaxVp, kMaxVp, "seats.vp", &s.vp[seat]));
  // Snapshots written before the Company's kinds hold the first six.
  if (in.vp_by_size() != kNumScoreKinds && in.vp_by_size() != kDigestedScoreKinds) return Bad("seats.vp_by");
  for (int k = 0; k < in.vp_by_size(); ++k) {
    ARBITER_ROOT_RETURN_IF_ERROR(
        SignedIn(in.vp_by(k), -kMaxVp, kMaxVp, "seats.vp_by", &s.vp_by[seat][k]));
  }
  ARBITER_ROOT_RETURN_IF_ERROR(
      SignedIn(in.banked_vp(), -kMaxVp, kMaxVp, "seats.banked_vp", &s.banked_vp[seat]));
  ARBITER_ROOT_RETURN_IF_ERROR(
      UnsignedIn(in.draw_owed(), kNumCards, "seats.draw_owed", &s.draw_owed[seat]));
  ARBITER_ROOT_RETURN_IF_ERROR(
      SignedIn(in.dominance(), -1, kNumCards - 1, "seats.dominance", &s.dominance[seat]));
  if (s.dominance[seat] >= 0 && kCards[s.dominance[seat]].effect != CardEffect::kDominance)
    return Bad("seats.dominance (not a dominance card)");
  return absl::OkStatus();
}

// Outrage and reserve draws: absent when none is due.
absl::Status ReadOutrage(const rp::State& in, State& s) {
  uint64_t at = 0;
  ARBITER_ROOT_RETURN_IF_ERROR(MaskIn(in.outrage_at(), kNumClearings, "outrage_at", &at));
  s.outrage_at = uint16_t(at);
  s.outrage_payer = s.outrage_owed_to = -1;
  if (at != 0) {
    ARBITER_ROOT_RETURN_IF_ERROR(
        SignedIn(in.outrage_payer(), 0, s.players - 1, "outrage_payer", &s.outrage_payer));
    ARBITER_ROOT_RETURN_IF_ERROR(
        SignedIn(in.outrage_owed_to(), 0, s.players - 1, "outrage_owed_to", &s.outrage_owed_to));
    if (RulesOf(FactionOf(s, s.outrage_owed_to)).receive_card == nullptr)
      return Bad("outrage_owed_to (a faction that takes no outrage)");
  }
  // A random discard (random_discard.h): absent when none is due.
  s.random_discard_seat = -1;
  ARBITER_ROOT_RETURN_IF_ERROR(UnsignedIn(in.random_discards(), kNumCards, "random_discards", &s.random_discards));
  if (s.random_discards != 0) {
    ARBITER_ROOT_RETURN_IF_ERROR(
        SignedIn(in.random_discard_seat(), 0, s.players - 1, "random_discard_seat", &s.random_discard_seat));
  } else if (in.random_discard_seat() != 0) {
    return Bad("random_discard_seat (no discard due)");
  }
  s.reserve_owed = {};
  if (in.reserve_owed_size() != 0) {
    ARBITER_ROOT_RETURN_IF_ERROR(CountsIn(in.reserve_owed(), kNumCards, "reserve_owed", &s.reserve_owed));
    for (int seat = 0; seat < kMaxSeats; ++seat)
      if (s.reserve_owed[seat] != 0 &&
          (seat >= s.players || RulesOf(FactionOf(s, seat)).receive_card == nullptr))
        return Bad("reserve_owed (a seat without a reserve)");
  }
  s.received = {};
  if (in.received_size() != 0) {
    ARBITER_ROOT_RETURN_IF_ERROR(CountsIn(in.received(), kNumCards, "received", &s.received));
    for (int seat = s.players; seat < kMaxSeats; ++seat)
      if (s.received[seat] != 0) return Bad("received (a seat not in play)");
  }
  return absl::OkStatus();
}

absl::Status ReadBattle(const rp::State::Battle& in, int players, BattleState& b) {
  b.active = in.active();
  ARBITER_ROOT_RETURN_IF_ERROR(
      UnsignedIn(in.stage(), uint8_t(BattleStage::kAttackerHits), "battle.stage", &b.stage));
  ARBITER_ROOT_RETURN_IF_ERROR(SignedIn(in.attacker(), -1, players - 1, "battle.attacker", &b.attacker));
  ARBITER_ROOT_RETURN_IF_ERROR(SignedIn(in.defender(), -1, players - 1, "battle.defender", &b.defender));
  // Stored 1..12 or -1.
  if (in.clearing() != -1 && (in.clearing() < 1 || in.clearing() > kNumClearings))
    return Bad("battle.clearing");
  b.clearing = int8_t(in.clearing() == -1 ? -1 : in.clearing() - 1);
  if (in.ambush_card() != -1 && (in.ambush_card() < 1 || in.ambush_card() > kNumCards))
    return Bad("battle.ambush_card");
  b.ambush_card = int8_t(in.ambush_card() == -1 ? -1 : in.ambush_card() - 1);
  if (b.active && (b.attacker < 0 || b.defender < 0 || b.clearing < 0 || b.attacker == b.defender))
    return Bad("battle (an active battle needs attacker, defender and clearing)");
  ARBITER_ROOT_RETURN_IF_ERROR(UnsignedIn(in.roll_attacker(), 3, "battle.roll_attacker", &b.roll_attacker));
  ARBITER_ROOT_RETURN_IF_ERROR(UnsignedIn(in.roll_defender(), 3, "battle.roll_defender", &b.roll_defender));
  ARBITER_ROOT_RETURN_IF_ERROR(UnsignedIn(in.extra_attacker(), 8, "battle.extra_attacker", &b.extra_attacker));
  ARBITER_ROOT_RETURN_IF_ERROR(UnsignedIn(in.extra_defender(), 8, "battle.extra_defender", &b.extra_defender));
  b.armor_attacker = in.armor_attacker();
  b.armor_defender = in.armor_defender();
  b.brutal_used = in.brutal_used();
  b.sappers_used = in.sappers_used();
  constexpr int kMaxHits = 3 + 8;
  ARBITER_ROOT_RETURN_IF_ERROR(
      UnsignedIn(in.hits_on_attacker(), kMaxHits, "battle.hits_on_attacker", &b.hits_on_attacker));
  ARBITER_ROOT_RETURN_IF_ERROR(
      UnsignedIn(in.hits_on_defender(), kMaxHits, "battle.hits_on_defender", &b.hits_on_defender));
  ARBITER_ROOT_RETURN_IF_ERROR(UnsignedIn(in.removed_by_attacker(), kMaxHits,
                                          "battle.removed_by_attacker", &b.removed_by_attacker));
  ARBITER_ROOT_RETURN_IF_ERROR(UnsignedIn(in.removed_by_defender(), kMaxHits,
                                          "battle.removed_by_defender", &b.removed_by_defender));
  // At most one ally, a seat in play that is neither attacker nor defender.
  if (in.allies() >= (1u << players) || std::popcount(in.allies()) > 1) return Bad("battle.allies");
  b.allies = uint8_t(in.allies());
  if (b.allies != 0 && b.attacker >= 0 && b.defender >= 0 &&
      (((b.allies >> b.attacker) & 1) || ((b.allies >> b.defender) & 1)))
    return Bad("battle.allies (the attacker or the defender)");
  // Hits taken on either: the ambush's two and the rolled and extra ones.
  ARBITER_ROOT_RETURN_IF_ERROR(
      UnsignedIn(in.hits_on_allies(), 2 + kMaxHits, "battle.hits_on_allies", &b.hits_on_allies));
  ARBITER_ROOT_RETURN_IF_ERROR(
      UnsignedIn(in.hits_on_own(), 2 + kMaxHits, "battle.hits_on_own", &b.hits_on_own));
  return absl::OkStatus();
}

absl::StatusOr<State> ReadState(const rp::State& in) {
  State s{};
  // Configuration first: everything else is checked against it.
  if (in.map() != rp::AUTUMN && in.map() != rp::WINTER) return Bad("map");
  s.map = MapSide(int(in.map()) - 1);
  if (in.factions_size() < 2 || in.factions_size() > kNumFactions) return Bad("factions");
  s.players = uint8_t(in.factions_size());
  s.seat_of.fill(-1);
  for (int seat = 0; seat < s.players; ++seat) {
    int f = int(in.factions(seat)) - 1;
    if (f < 0 || f >= kNumFactions || s.seat_of[f] >= 0) return Bad("factions");
    s.faction[seat] = Faction(f);
    s.seat_of[f] = int8_t(seat);
  }
  ARBITER_ROOT_RETURN_IF_ERROR(UnsignedIn(in.turn_limit(), 0xffff, "turn_limit", &s.turn_limit));
  ARBITER_ROOT_RETURN_IF_ERROR(UnsignedIn(in.turns_taken(), 0xffff, "turns_taken", &s.turns_taken));
  if (in.games() < 1 || in.games() > 2) return Bad("games");
  s.games = uint8_t(in.games());
  ARBITER_ROOT_RETURN_IF_ERROR(UnsignedIn(in.game_index(), s.games - 1u, "game_index", &s.game_index));
  if (in.game_winner_size() != 2) return Bad("game_winner");
  for (int g = 0; g < 2; ++g) {
    ARBITER_ROOT_RETURN_IF_ERROR(
        SignedIn(in.game_winner(g), -1, s.players - 1, "game_winner", &s.game_winner[g]));
  }

  // Progress (the suits below depend on it).
  ARBITER_ROOT_RETURN_IF_ERROR(UnsignedIn(in.phase(), uint8_t(Phase::kGameOver), "phase", &s.phase));
  ARBITER_ROOT_RETURN_IF_ERROR(UnsignedIn(in.step(), uint8_t(SetupStep::kFactions), "step", &s.step));
  ARBITER_ROOT_RETURN_IF_ERROR(UnsignedIn(in.fstep(), MaxFactionStep(), "fstep", &s.fstep));
  ARBITER_ROOT_RETURN_IF_ERROR(
      UnsignedIn(in.setup_index(), s.players, "setup_index", &s.setup_index));
  ARBITER_ROOT_RETURN_IF_ERROR(UnsignedIn(in.turn_seat(), s.players - 1u, "turn_seat", &s.turn_seat));
  ARBITER_ROOT_RETURN_IF_ERROR(SignedIn(in.winner(), -1, s.players - 1, "winner", &s.winner));
  s.ended_by_limit = in.ended_by_limit();
  s.need_shuffle = in.need_shuffle();
  ARBITER_ROOT_RETURN_IF_ERROR(
      CountsIn(in.hospital(), MaxWarriors(), "hospital", &s.removal_pending));
  ARBITER_ROOT_RETURN_IF_ERROR(UnsignedIn(in.windows_done(), 31, "windows_done", &s.windows_done));
  ARBITER_ROOT_RETURN_IF_ERROR(UnsignedIn(in.decision_owed(), 15, "decision_owed", &s.decision_owed));
  for (int seat = 0; seat < kMaxSeats; ++seat)
    if (((s.decision_owed >> seat) & 1) &&
        (seat >= s.players || RulesOf(FactionOf(s, seat)).owed_decision == nullptr))
      return Bad("decision_owed (a seat whose faction owes no such decision)");
  ARBITER_ROOT_RETURN_IF_ERROR(
      SignedIn(in.steal_from(), -1, s.players - 1, "steal_from", &s.steal_from));

  // Map. Winter clearings have no suit until the markers are dealt; the
  // engine indexes per-suit arrays with a clearing's suit, so a bird (the
  // placeholder) is accepted only while the markers are still due.
  const bool markers_due = s.map == MapSide::kWinter && s.phase == Phase::kSetup &&
                           s.step == uint8_t(SetupStep::kSuitMarkers);
  if (in.suits_size() != kNumClearings) return Bad("suits");
  for (int c = 0; c < kNumClearings; ++c) {
    int suit = int(in.suits(c)) - 1;
    if (suit < 0 || suit > int(Suit::kBird) || (suit == int(Suit::kBird) && !markers_due))
      return Bad("suits");
    s.suit[c] = Suit(suit);
  }
  if (in.ruins_size() != kNumClearings) return Bad("ruins");
  for (int c = 0; c < kNumClearings; ++c) s.ruin[c] = in.ruins(c);
  if (in.ruin_items_size() != kNumItems || in.item_supply_size() != kNumItems) return Bad("items");
  for (int i = 0; i < kNumItems; ++i) {
    ARBITER_ROOT_RETURN_IF_ERROR(UnsignedIn(in.ruin_items(i), kRuinItems[i], "ruin_items", &s.ruin_items[i]));
    ARBITER_ROOT_RETURN_IF_ERROR(UnsignedIn(in.item_supply(i), kItemSupply[i], "item_supply", &s.item_supply[i]));
  }

  // Seats and cards.
  if (in.seats_size() != s.players) return Bad("seats");
  for (int seat = 0; seat < s.players; ++seat)
    ARBITER_ROOT_RETURN_IF_ERROR(ReadSeat(in.seats(seat), seat, s));
  for (int seat = s.players; seat < kMaxSeats; ++seat) s.dominance[seat] = -1;
  if (in.deck_size() > kNumCards) return Bad("deck");
  s.deck_size = uint8_t(in.deck_size());
  uint64_t seen = 0;
  for (int i = 0; i < in.deck_size(); ++i) {
    uint32_t id = in.deck(i);
    if (id < 1 || id > uint32_t(kNumCards) || ((seen >> (id - 1)) & 1)) return Bad("deck");
    seen |= Bit(int(id) - 1);
    s.deck[s.deck_size - 1 - i] = uint8_t(id - 1);  // proto top first, engine top last
  }
  ARBITER_ROOT_RETURN_IF_ERROR(MaskIn(in.discard(), kNumCards, "discard", &s.discard));
  ARBITER_ROOT_RETURN_IF_ERROR(MaskIn(in.beside_map(), kNumCards, "beside_map", &s.beside_map));
  ARBITER_ROOT_RETURN_IF_ERROR(MaskIn(in.out_of_game(), kNumCards, "out_of_game", &s.out_of_game));
  ARBITER_ROOT_RETURN_IF_ERROR(
      MaskIn(in.used_this_turn(), kAllCardIds, "used_this_turn", &s.used_this_turn));

  // Pieces.
  // One entry per faction up to the last one in play (at least the first two).
  if (in.warriors_size() < 2 || in.warriors_size() > kNumFactions) return Bad("warriors");
  for (int f = 0; f < kNumFactions; ++f)
    if (Playing(s, Faction(f)) && f >= in.warriors_size()) return Bad("warriors");
  for (int f = 0; f < in.warriors_size(); ++f) {
    const int most = RulesOf(Faction(f)).warriors;
    ARBITER_ROOT_RETURN_IF_ERROR(
        CountsIn(in.warriors(f).clearing(), most, "warriors.clearing", &s.warriors[f]));
    ARBITER_ROOT_RETURN_IF_ERROR(
        UnsignedIn(in.warriors(f).supply(), most, "warriors.supply", &s.warrior_supply[f]));
  }
  // Each faction's own section: first those always present (as before the
  // Alliance), then the battle, then the others (each present only when its
  // faction plays; its read_snapshot checks that).
  for (int f = 0; f < kNumFactions; ++f) {
    const FactionRules& fr = RulesOf(Faction(f));
    if (fr.reset != nullptr) fr.reset(s);
    if (fr.always_in_state) ARBITER_ROOT_RETURN_IF_ERROR(fr.read_snapshot(in, s));
  }
  if (!in.has_battle()) return Bad("battle");
  ARBITER_ROOT_RETURN_IF_ERROR(ReadBattle(in.battle(), s.players, s.battle));
  for (int f = 0; f < kNumFactions; ++f) {
    const FactionRules& fr = RulesOf(Faction(f));
    if (!fr.always_in_state) ARBITER_ROOT_RETURN_IF_ERROR(fr.read_snapshot(in, s));
  }
  s.steal_no_vp = in.steal_no_vp();
  ARBITER_ROOT_RETURN_IF_ERROR(ReadOutrage(in, s));
  if (PendingRemoval(s) >= 0 && ResponderSeat(s) < 0)
    return Bad("hospital (warriors pending for no faction that answers removals)");
  for (int f = 0; f < kNumFactions; ++f) {
    const FactionRules& fr = RulesOf(Faction(f));
    if (fr.check_snapshot != nullptr && (fr.always_in_state || Playing(s, Faction(f))))
      ARBITER_ROOT_RETURN_IF_ERROR(fr.check_snapshot(s));
  }
  return s;
}

}  // namespace

void WriteSnapshot(const State& s, pb::Snapshot* out) {
  out->set_game("root");
  rp::State* st = out->mutable_root();
  st->Clear();
  st->set_format(kSnapshotFormat);
  st->set_map(rp::MapSide(int(s.map) + 1));
  for (int seat = 0; seat < s.players; ++seat) st->add_factions(rp::Faction(int(s.faction[seat]) + 1));
  st->set_turn_limit(s.turn_limit);
  st->set_turns_taken(s.turns_taken);
  st->set_games(s.games);
  st->set_game_index(s.game_index);
  for (int8_t w : s.game_winner) st->add_game_winner(w);
  for (int seat = 0; seat < s.players; ++seat) {
    rp::State::Seat* q = st->add_seats();
    MaskOut(s.hand[seat], q->mutable_hand());
    MaskOut(s.play_area[seat], q->mutable_play_area());
    CountsOut(s.items[seat], q->mutable_items());
    q->set_vp(s.vp[seat]);
    for (int16_t v : s.vp_by[seat]) q->add_vp_by(v);
    q->set_banked_vp(s.banked_vp[seat]);
    q->set_draw_owed(s.draw_owed[seat]);
    q->set_dominance(s.dominance[seat]);
  }
  for (Suit suit : s.suit) st->add_suits(rp::Suit(int(suit) + 1));
  for (bool r : s.ruin) st->add_ruins(r);
  CountsOut(s.ruin_items, st->mutable_ruin_items());
  CountsOut(s.item_supply, st->mutable_item_supply());
  for (int i = s.deck_size - 1; i >= 0; --i) st->add_deck(uint32_t(s.deck[i]) + 1);
  MaskOut(s.discard, st->mutable_discard());
  MaskOut(s.beside_map, st->mutable_beside_map());
  MaskOut(s.out_of_game, st->mutable_out_of_game());
  MaskOut(s.used_this_turn, st->mutable_used_this_turn());
  const int listed = ListedFactions(s);
  for (int f = 0; f < listed; ++f) {
    rp::State::Warriors* w = st->add_warriors();
    CountsOut(s.warriors[f], w->mutable_clearing());
    w->set_supply(s.warrior_supply[f]);
  }
  for (int f = 0; f < kNumFactions; ++f) {
    const FactionRules& fr = RulesOf(Faction(f));
    if (fr.always_in_state || Playing(s, Faction(f))) fr.write_snapshot(s, st);
  }
  st->set_phase(uint32_t(s.phase));
  st->set_step(s.step);
  st->set_fstep(s.fstep);
  st->set_setup_index(s.setup_index);
  st->set_turn_seat(s.turn_seat);
  st->set_winner(s.winner);
  st->set_ended_by_limit(s.ended_by_limit);
  st->set_need_shuffle(s.need_shuffle);
  CountsOut(s.removal_pending, st->mutable_hospital());
  st->set_windows_done(s.windows_done);
  if (s.decision_owed != 0) st->set_decision_owed(s.decision_owed);
  st->set_steal_from(s.steal_from);
  if (s.steal_no_vp) st->set_steal_no_vp(true);
  if (s.outrage_at != 0) {
    MaskOut(s.outrage_at, st->mutable_outrage_at());
    st->set_outrage_payer(s.outrage_payer);
    st->set_outrage_owed_to(s.outrage_owed_to);
  }
  if (s.reserve_owed != std::array<uint8_t, kMaxSeats>{}) CountsOut(s.reserve_owed, st->mutable_reserve_owed());
  if (s.received != std::array<uint8_t, kMaxSeats>{}) CountsOut(s.received, st->mutable_received());
  if (s.random_discards != 0) {
    st->set_random_discard_seat(s.random_discard_seat);
    st->set_random_discards(s.random_discards);
  }
  const BattleState& b = s.battle;
  rp::State::Battle* qb = st->mutable_battle();
  qb->set_active(b.active);
  qb->set_stage(uint32_t(b.stage));
  qb->set_attacker(b.attacker);
  qb->set_defender(b.defender);
  qb->set_clearing(b.clearing < 0 ? -1 : b.clearing + 1);
  qb->set_ambush_card(b.ambush_card < 0 ? -1 : b.ambush_card + 1);
  qb->set_roll_attacker(b.roll_attacker);
  qb->set_roll_defender(b.roll_defender);
  qb->set_extra_attacker(b.extra_attacker);
  qb->set_extra_defender(b.extra_defender);
  qb->set_armor_attacker(b.armor_attacker);
  qb->set_armor_defender(b.armor_defender);
  qb->set_brutal_used(b.brutal_used);
  qb->set_sappers_used(b.sappers_used);
  qb->set_hits_on_attacker(b.hits_on_attacker);
  qb->set_hits_on_defender(b.hits_on_defender);
  qb->set_removed_by_attacker(b.removed_by_attacker);
  qb->set_removed_by_defender(b.removed_by_defender);
  qb->set_allies(b.allies);
  qb->set_hits_on_allies(b.hits_on_allies);
  qb->set_hits_on_own(b.hits_on_own);
}

absl::StatusOr<State> ReadSnapshot(const pb::Snapshot& snapshot) {
  if (snapshot.state_case() != pb::Snapshot::kRoot)
    return absl::InvalidArgumentError("root State snapshot: not a Root state");
  const rp::State& in = snapshot.root();
  if (in.layout() != 0 || !in.raw().empty())
    return absl::InvalidArgumentError(
        "root State snapshot: raw-bytes form (layout 1) is retired; re-create the snapshot "
        "from the log");
  if (in.format() != kSnapshotFormat)
    return absl::InvalidArgumentError(absl::StrCat("root State snapshot: format ", in.format(),
                                                   ", this build reads ", kSnapshotFormat));
  absl::StatusOr<State> s = ReadState(in);
  if (!s.ok()) return s.status();
  absl::Status consistent = CheckConsistency(*s);
  if (!consistent.ok())
    return absl::InvalidArgumentError(
        absl::StrCat("root State snapshot: ", consistent.message()));
  return s;
}

absl::Status CheckConsistency(const State& s) {
  // root.cards_in_one_place
  uint64_t all = 0, overlap = 0;
  auto put = [&](uint64_t m) {
    overlap |= all & m;
    all |= m;
  };
  for (int i = 0; i < s.deck_size; ++i) {
    if (s.deck[i] >= kNumCards) return absl::InternalError("root.cards_in_one_place: bad deck entry");
    put(Bit(s.deck[i]));
  }
  for (int seat = 0; seat < s.players; ++seat) {
    put(s.hand[seat]);
    put(s.play_area[seat]);
  }
  put(s.discard);
  put(s.beside_map);
  put(s.out_of_game);
  for (int f = 0; f < kNumFactions; ++f) {
    const CardSets& sets = RulesOf(Faction(f)).card_sets;
    for (int i = 0; i < sets.count; ++i) put(CardSet(s, sets.at[i]) & ((uint64_t{1} << kNumCards) - 1));
  }
  bool dealt = !(s.phase == Phase::kSetup && s.step < uint8_t(SetupStep::kDeal));
  uint64_t expected = dealt ? (uint64_t{1} << kNumCards) - 1 : s.out_of_game;
  if (overlap != 0 || all != expected)
    return absl::InternalError("root.cards_in_one_place: a card is missing or in two places");
  // root.pieces_conserved
  for (int f = 0; f < kNumFactions; ++f) {
    if (!Playing(s, Faction(f))) continue;
    int on_map = 0;
    for (int c = 0; c < kNumClearings; ++c) on_map += s.warriors[f][c];
    if (on_map + s.warrior_supply[f] + WarriorsOffMap(s, Faction(f)) != RulesOf(Faction(f)).warriors)
      return absl::InternalError("root.pieces_conserved: warriors");
  }
  for (int c = 0; c < kNumClearings; ++c) {
    // root.building_slots
    if (FreeSlots(s, c) < 0) return absl::InternalError("root.building_slots: overfull clearing");
  }
  for (int f = 0; f < kNumFactions; ++f) {
    const FactionRules& fr = RulesOf(Faction(f));
    if (fr.check_pieces != nullptr && Playing(s, Faction(f))) ARBITER_ROOT_RETURN_IF_ERROR(fr.check_pieces(s));
  }
  return absl::OkStatus();
}

}  // namespace arbiter::root
