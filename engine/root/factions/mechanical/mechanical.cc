#include "engine/root/factions/mechanical/mechanical.h"

#include <bit>
#include <string>

#include "absl/strings/str_cat.h"
#include "engine/core/rejection.h"
#include "engine/root/battle.h"
#include "engine/root/board.h"
#include "engine/root/factions/mechanical/orders.h"
#include "engine/root/factions/mechanical/rule_ids.h"
#include "engine/root/factions/mechanical/snapshot.h"
#include "engine/root/factions/mechanical/spies.h"

namespace arbiter::root {
namespace mechanical {
namespace {

int Seat(const State& s) { return SeatOf(s, kBot); }
MechStep Step(const State& s) { return MechStep(s.fstep); }

}  // namespace

void TakeCardFromBot(State& s, int taker) {
  // root.mechanical.no_hand: seed 001 《不器用》 — draws from the deck instead
  // (owed, so that an empty deck is first refilled from the discard).
  QueueDraw(s, taker, 1);
}

void GiveCardToBot(State& s, int giver, int card) {
  // root.mechanical.no_hand: seed 001 《不器用》 — 1 VP instead of the card,
  // which is discarded (facts 10.1.1). Score kind: kCards (the card effects'),
  // so that the score kinds, and every golden digest, stay as they are.
  s.hand[giver] &= ~Bit(card);
  DiscardCard(s, giver, card);
  AddVp(s, Seat(s), 1, Score::kCards);
}

void BotDraws(State& s, int n) {
  // root.mechanical.no_hand: seed 001 《不器用》 (手札を与える効果を適用する場合、
  // メカ野候国に1勝利点) — a draw would give it cards: 1 VP each instead.
  AddVp(s, Seat(s), n, Score::kCards);
}

int BirdsongVp(const State& s) {
  // root.mechanical.birdsong_vp: seed 001 朝フェイズ《勝利点の獲得》.
  // The rule map once, not RulesClearing per clearing (each a whole
  // RulersOf): BirdsongVp ~554 -> ~130 instructions a call (callgrind, mech slice).
  const uint16_t ruled = RuledBy(s, kBot);
  int vp = 0;
  for (int c = 0; c < kNumClearings; ++c)
    if (s.warriors[Fi(kBot)][c] >= 3 && ((ruled >> c) & 1)) vp += 2;
  return vp;
}

void ScoreBirdsong(State& s) {
  // Score kind kBuilding (a faction's own scoring by board or map), as the
  // Alliance's sympathy and the Cult's Score ritual use it.
  const int vp = BirdsongVp(s);
  if (vp > 0) AddVp(s, Seat(s), vp, Score::kBuilding);
}

namespace {

void Reset(State& s) {
  MechanicalBoard& b = s.mechanical;
  b.keep = -1;
  b.row.fill(-1);
  b.spy_swap = -1;
}

void Init(State& s) {
  MechanicalBoard& b = s.mechanical;
  s.warrior_supply[Fi(kBot)] = kMechWarriors;
  // root.mechanical.items_for_sale: seed 001 ③ — a sword, boot, bag and tea
  // from the supply to its Items for Sale box.
  for (Item item : kMechForSale) --s.item_supply[int(item)];
  b.for_sale = uint8_t((1u << kMechForSale.size()) - 1);
  // root.mechanical.spies_in_deck: seed 001 ② — the four dominance cards
  // leave the deck and the four spy cards join it. The spies take the
  // dominance cards' ids (README), so the deck holds those four ids in every
  // game with the automa, two seats included (seed 000 2人プレイ時 took them out).
  for (int c = 0; c < kNumCards; ++c)
    if (kCards[c].effect == CardEffect::kDominance) s.out_of_game &= ~Bit(c);
  s.fstep = uint8_t(MechStep::kSetupKeep);
}

bool SetupDone(const State& s) { return Step(s) >= MechStep::kSetupDone; }

void BeginTurn(State& s) {
  s.mechanical.revealed = 0;
  s.phase = Phase::kBirdsong;
  s.fstep = uint8_t(MechStep::kBirdsong);
}

// The order being carried out (the last revealed), or -1.
int CurrentOrder(const State& s) {
  const MechanicalBoard& b = s.mechanical;
  return b.revealed > 0 && b.revealed <= kMechOrders ? b.row[b.revealed - 1] : -1;
}
int RowCount(const MechanicalBoard& b) {
  int n = 0;
  for (int8_t card : b.row) n += card >= 0;
  return n;
}

// The step due now in its battles or moves, from the cursor in fstep: the
// event its seat must record, or kind kPass when none is left.
Event DueStep(const State& s) {
  Event e;
  e.kind = EventKind::kPass;
  e.seat = int8_t(Seat(s));
  const int card = CurrentOrder(s);
  if (card < 0) return e;
  const Suit suit = kCards[card].suit;
  const int f = s.fstep;
  if (f >= int(MechStep::kBattles) && f < int(MechStep::kBattles) + kNumClearings) {
    // root.mechanical.battle: seed 001 1.戦闘 — every matching clearing, in
    // ascending number (the seed names no order; the chart's, README).
    for (int c = f - int(MechStep::kBattles); c < kNumClearings; ++c) {
      if (!OrderMatches(s, suit, c)) continue;
      const int defender = BattleDefender(s, c);
      if (defender < 0) continue;
      e.kind = EventKind::kBattle;
      e.a = int8_t(c);
      e.target = int8_t(defender);
      return e;
    }
  } else if (f >= int(MechStep::kMoves) && f <= int(MechStep::kLast)) {
    for (int c = f - int(MechStep::kMoves); c < kNumClearings; ++c) {
      const MoveStep m = DeriveMove(s, suit, c);
      if (m.n == 0) continue;
      e.kind = EventKind::kMove;
      e.a = m.from, e.b = m.to, e.n = m.n;
      return e;
    }
  }
  return e;
}

// Its forced steps; its battles and moves wait for their events (the fstep
// cursor names the clearing looked at next).
Progress Advance(State& s) {
  MechanicalBoard& b = s.mechanical;
  switch (Step(s)) {
    case MechStep::kSetupKeep:
    case MechStep::kSetupDone:
      return Progress::kWaiting;
    case MechStep::kBirdsong:
      ScoreBirdsong(s);
      s.phase = Phase::kDaylight;
      s.fstep = uint8_t(MechStep::kReveal);
      return Progress::kStepped;
    case MechStep::kReveal:
      // seed 001 昼フェイズ《実行命令》: the leftmost order not yet revealed;
      // none left: Evening (《クラフト欄がない場合》).
      if (b.revealed < RowCount(b)) {
        ++b.revealed;
        s.fstep = uint8_t(MechStep::kBattles);
      } else {
        s.phase = Phase::kEvening;
        s.fstep = uint8_t(MechStep::kEvening);
      }
      return Progress::kStepped;
    case MechStep::kRecruit: {
      const int card = CurrentOrder(s);
      const RecruitCase rc = card >= 0 ? RecruitCaseOf(card) : RecruitCase::kNoCost;
      if (rc == RecruitCase::kNoCost || rc == RecruitCase::kOther) {
        // root.mechanical.no_cost: the loop starts again with the next order.
        s.fstep = uint8_t(MechStep::kReveal);
      } else {
        ApplyRecruit(s, card);
        s.phase = Phase::kEvening;
        s.fstep = uint8_t(MechStep::kEvening);
      }
      return Progress::kStepped;
    }
    case MechStep::kEvening:
      RefillOrders(s);
      // A short row with the deck out: the discard is shuffled, then the
      // refill goes on (revealed is 0 by then, so it only draws).
      if (RowCount(b) < kMechOrders && s.deck_size == 0 && s.discard != 0) {
        s.need_shuffle = true;
        return Progress::kStepped;
      }
      return Progress::kTurnOver;
    default:
      break;
  }
  const Event due = DueStep(s);
  if (due.kind != EventKind::kPass) {
    // The cursor at the due clearing, so that the step is asked once.
    const int base = due.kind == EventKind::kBattle ? int(MechStep::kBattles) : int(MechStep::kMoves);
    s.fstep = uint8_t(base + due.a);
    return Progress::kWaiting;
  }
  s.fstep = uint8_t(s.fstep < int(MechStep::kMoves) ? MechStep::kMoves : MechStep::kRecruit);
  return Progress::kStepped;
}

Verdict Validate(const State& s, const Event& e) {
  switch (Step(s)) {
    case MechStep::kSetupKeep: {
      if (e.kind != EventKind::kPlaceKeep)
        return Forbid(rules::kWrongTime, "the Mechanical Marquise places its keep first");
      if (!ValidClearing(e.a)) return Nonexistent(rules::kNoSuchClearing, "no such clearing");
      // root.mechanical.setup: facts 10.1.2 step 5 — a corner, not another's
      // home (the corner is the choice of the player who runs it: README).
      if (!MapOf(s).IsCorner(e.a)) return Forbid(rules::kMechSetup, "the keep goes in a corner clearing");
      for (int seat = 0; seat < s.players; ++seat) {
        const FactionRules& fr = RulesOf(s.faction[seat]);
        if (seat != Seat(s) && fr.home_clearing != nullptr && fr.home_clearing(s) == e.a)
          return Forbid(rules::kMechSetup, "another faction's home corner");
      }
      return Allowed();
    }
    default:
      break;
  }
  // Its battles and moves are derived: the one due step, and nothing else
  // (no Decree card, no ally: it has neither).
  const Event due = DueStep(s);
  if (due.kind == EventKind::kBattle) {
    if (e.kind != EventKind::kBattle || e.a != due.a || e.target != due.target || e.b >= 0 || e.decree >= 0)
      return Forbid(rules::kMechBattle,
                    "not the automa's battle due (the lowest matching clearing with its warriors and an enemy "
                    "piece, against most pieces, then most VP, then setup order: LegalEvents lists it)");
    return Allowed();
  }
  if (due.kind == EventKind::kMove) {
    if (e.kind != EventKind::kMove || e.a != due.a || e.b != due.b || e.n != due.n || e.decree >= 0)
      return Forbid(rules::kMechMove,
                    "not the automa's move due (from the lowest matching clearing with four or more of its "
                    "warriors, all but three, to the adjacent clearing with most enemy pieces: LegalEvents "
                    "lists it)");
    return Allowed();
  }
  return Forbid(rules::kWrongTime, "the automa takes no decision now");
}

void Execute(State& s, const Event& e) {
  MechanicalBoard& b = s.mechanical;
  if (e.kind == EventKind::kBattle) {
    s.fstep = uint8_t(int(MechStep::kBattles) + e.a + 1);  // the next clearing's, after this battle
    if (e.a + 1 >= kNumClearings) s.fstep = uint8_t(MechStep::kMoves);
    StartBattle(s, Seat(s), e.a, e.target);
    return;
  }
  if (e.kind == EventKind::kMove) {
    // root.mechanical.move: no rule needed (README).
    MoveWarriors(s, kBot, e.a, e.b, e.n);
    s.fstep = e.a + 1 >= kNumClearings ? uint8_t(MechStep::kRecruit) : uint8_t(int(MechStep::kMoves) + e.a + 1);
    return;
  }
  if (e.kind != EventKind::kPlaceKeep) return;
  b.keep = e.a;
  // root.mechanical.setup: the Marquise's setup steps 1-2 (facts 10.1.2): one
  // warrior everywhere but the corner opposite the keep; no buildings.
  const int opposite = MapOf(s).opposite[e.a];
  for (int c = 0; c < kNumClearings; ++c)
    if (c != opposite) PlaceWarriors(s, kBot, c, 1);
  // root.mechanical.orders_dealt: seed 001 ② — five cards, not three, as its
  // orders: the three dealt with the others become the row's first three
  // (ascending card id: their order is hidden from every seat), and two more
  // come from the top of the deck (README).
  const int seat = Seat(s);
  int n = 0;
  for (uint64_t m = s.hand[seat]; m && n < kMechOrders; m &= m - 1) b.row[n++] = int8_t(std::countr_zero(m));
  uint64_t orders = s.hand[seat];
  s.hand[seat] = 0;
  for (; n < kMechOrders && s.deck_size > 0; ++n) {
    const int card = s.deck[--s.deck_size];
    b.row[n] = int8_t(card);
    orders |= Bit(card);
  }
  SetOrders(b, orders);
  s.fstep = uint8_t(MechStep::kSetupDone);
}

void Legal(const State& s, EventSink sink) {
  if (Step(s) != MechStep::kSetupKeep) {
    const Event due = DueStep(s);
    if (due.kind != EventKind::kPass) sink(due);
    return;
  }
  for (int c = 0; c < kNumClearings; ++c) {
    Event e;
    e.kind = EventKind::kPlaceKeep;
    e.seat = int8_t(Seat(s));
    e.a = int8_t(c);
    if (Validate(s, e).ok()) sink(e);
  }
}

// It crafts nothing and uses no card (facts 10.1.1).
int CraftingPieces(const State&, Suit) { return 0; }
void UseCraftingPieces(State&, Suit, int) {}
int CraftVp(const State&, int vp) { return vp; }
bool InDaylightActions(const State&) { return false; }

int Tokens(const State& s, int c) { return s.mechanical.keep == c ? 1 : 0; }
int CountPiece(const State& s, PieceKind, int c) { return s.mechanical.keep == c ? 1 : 0; }
void RemovePiece(State& s, PieceKind, int) {
  // seed 000 城砦トークン: removed from the game for good.
  s.mechanical.keep = -1;
  s.mechanical.keep_removed = true;
}
// seed 000 城砦トークン (the Marquise's setup, facts 10.1.2; whether only the
// automa may place there is not said, facts 10.1.7): as the Marquise's keep.
bool BarsPlacement(const State& s, Faction, int c) { return s.mechanical.keep == c; }
int HomeClearing(const State& s) { return s.mechanical.keep; }
// The Items for Sale came from the supply: it brought none into the game.
void AddItems(const State& s, ItemCounts& held, ItemCounts&) {
  for (int i = 1; i < kNumItems; ++i) held[i] = uint16_t(held[i] + ForSale(s.mechanical, i));
}

// root.mechanical.aid_for_sale: how items leave the Items for Sale box is
// not printed (facts 10.1.6). Interpretation (README): the box stands where
// a human board's Crafted Items are, so a Vagabond aiding it (the card
// given is discarded, 1 VP to it) may take one of them as Aid takes a
// crafted item; nothing else takes them.
int TakeableItems(const State& s, int item) { return ForSale(s.mechanical, item); }
void ItemTaken(State& s, int item) {
  for (int k = 0; k < int(kMechForSale.size()); ++k)
    if (int(kMechForSale[k]) == item) s.mechanical.for_sale = uint8_t(s.mechanical.for_sale & ~(1u << k));
}

std::string OrdersText(const MechanicalBoard& b, bool show_hidden) {
  std::string out;
  for (int i = 0; i < kMechOrders; ++i) {
    if (b.row[i] < 0) continue;
    const bool shown = show_hidden || i < b.revealed;
    absl::StrAppend(&out, out.empty() ? "" : ", ",
                    shown ? absl::StrCat("#", b.row[i] + 1, " ", kCards[b.row[i]].name) : std::string("?"));
  }
  return out.empty() ? "-" : out;
}

std::string BoardText(const State& s, bool show_hidden) {
  const MechanicalBoard& b = s.mechanical;
  std::string out = absl::StrCat("  orders: ", OrdersText(b, show_hidden), "\n  items for sale:");
  for (int k = 0; k < int(kMechForSale.size()); ++k)
    if ((b.for_sale >> k) & 1) absl::StrAppend(&out, " ", ItemName(kMechForSale[k]));
  absl::StrAppend(&out, b.for_sale == 0 ? " -\n" : "\n");
  return out;
}

std::string ClearingText(const State& s, int c) {
  std::string out;
  if (s.warriors[Fi(kBot)][c]) absl::StrAppend(&out, " automa ", s.warriors[Fi(kBot)][c]);
  if (s.mechanical.keep == c) absl::StrAppend(&out, " keep");
  return out;
}


}  // namespace
}  // namespace mechanical

// constinit: see factions/table.cc.
constinit const FactionRules kMechanicalRules = {
    .faction = Faction::kMechanical,
    .name = "mechanical",
    .warriors = kMechWarriors,
    .init = &mechanical::Init,
    .setup_done = &mechanical::SetupDone,
    .begin_turn = &mechanical::BeginTurn,
    .advance = &mechanical::Advance,
    .validate = &mechanical::Validate,
    .execute = &mechanical::Execute,
    .legal = &mechanical::Legal,
    .crafting_pieces = &mechanical::CraftingPieces,
    .use_crafting_pieces = &mechanical::UseCraftingPieces,
    .craft_vp = &mechanical::CraftVp,
    .in_daylight_actions = &mechanical::InDaylightActions,
    .pieces = 1u << int(PieceKind::kMechKeep),
    .building_rows = mechanical::kBuildingRows,
    .tokens = &mechanical::Tokens,
    .count_piece = &mechanical::CountPiece,
    .remove_piece = &mechanical::RemovePiece,
    .bars_placement = &mechanical::BarsPlacement,
    .board_text = &mechanical::BoardText,
    .clearing_text = &mechanical::ClearingText,
    .last_step = uint8_t(MechStep::kLast),
    .reset = &mechanical::Reset,
    .write_snapshot = &mechanical::WriteSnapshot,
    .read_snapshot = &mechanical::ReadSnapshot,
    .check_snapshot = &mechanical::CheckSnapshot,
    .card_sets = mechanical::kCardSets,
    .digest = &mechanical::Digest,
    .add_items = &mechanical::AddItems,
    .home_clearing = &mechanical::HomeClearing,
    .replaces = int8_t(Faction::kMarquise),
    .ambush_refused_rule = &rules::kMechHatesSurprises,
    // root.mechanical.no_services: no person plays it, and its Birdsong is
    // its score alone (seed 001 朝フェイズ), so it never buys a service:
    // the Company's purchase window closes at once in its turn (README).
    .buys_no_services = &rules::kMechNoServices,
    .takeable_items = &mechanical::TakeableItems,
    .item_taken = &mechanical::ItemTaken,
    .card_given = &mechanical::GiveCardToBot,
    .card_taken = &mechanical::TakeCardFromBot,
    .cards_drawn = &mechanical::BotDraws,
    .others_actions = &mechanical::kSpies,
    .dominance_without_victory = &rules::kMechSpyVictory,
};

}  // namespace arbiter::root
