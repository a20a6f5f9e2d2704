#include "engine/root/factions/mechanical/mechanical.h"

#include <bit>
#include <string>

#include "absl/strings/str_cat.h"
#include "engine/core/rejection.h"
#include "engine/root/board.h"
#include "engine/root/factions/mechanical/orders.h"
#include "engine/root/factions/mechanical/rule_ids.h"
#include "engine/root/factions/mechanical/snapshot.h"

namespace arbiter::root {
namespace mechanical {
namespace {

int Seat(const State& s) { return SeatOf(s, kBot); }
MechStep Step(const State& s) { return MechStep(s.fstep); }

}  // namespace

void TakeCardFromBot(State& s, int taker) {
  // root.mechanical.no_hand: seed 001 《不器用》 — draws from the deck instead.
  if (s.deck_size > 0) DrawTop(s, taker);
}

void GiveCardToBot(State& s, int giver, int card) {
  // root.mechanical.no_hand: seed 001 《不器用》 — 1 VP instead of the card,
  // which is discarded (facts 10.1.1). Score kind: kCards (the card effects'),
  // so that the score kinds, and every golden digest, stay as they are.
  s.hand[giver] &= ~Bit(card);
  DiscardCard(s, giver, card);
  AddVp(s, Seat(s), 1, Score::kCards);
}

int BirdsongVp(const State& s) {
  // root.mechanical.birdsong_vp: seed 001 朝フェイズ《勝利点の獲得》.
  int vp = 0;
  for (int c = 0; c < kNumClearings; ++c)
    if (s.warriors[Fi(kBot)][c] >= 3 && RulesClearing(s, kBot, c)) vp += 2;
  return vp;
}

void ScoreBirdsong(State& s) {
  // Score kind kBuilding (rule-based points), as the Company and the Cult
  // reuse the common kinds.
  const int vp = BirdsongVp(s);
  if (vp > 0) AddVp(s, Seat(s), vp, Score::kBuilding);
}

namespace {

void Reset(State& s) {
  MechanicalBoard& b = s.mechanical;
  b.keep = -1;
  b.row.fill(-1);
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

// Its forced steps. The Daylight orders are derived (orders.h) but not yet
// played as events of its seat, so its turn is only Birdsong and Evening:
// kMechanicalRules.unplayable keeps it out of every header meanwhile.
Progress Advance(State& s) {
  switch (Step(s)) {
    case MechStep::kSetupKeep:
    case MechStep::kSetupDone:
      return Progress::kWaiting;
    case MechStep::kBirdsong:
      ScoreBirdsong(s);
      s.phase = Phase::kDaylight;
      s.fstep = uint8_t(MechStep::kDaylight);
      return Progress::kStepped;
    case MechStep::kDaylight:
      s.phase = Phase::kEvening;
      s.fstep = uint8_t(MechStep::kEvening);
      return Progress::kStepped;
    case MechStep::kEvening:
      RefillOrders(s);
      return Progress::kTurnOver;
  }
  return Progress::kWaiting;
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
      return Forbid(rules::kWrongTime, "the Mechanical Marquise's turn is not built yet");
  }
}

void Execute(State& s, const Event& e) {
  MechanicalBoard& b = s.mechanical;
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
  if (Step(s) != MechStep::kSetupKeep) return;
  for (int c = 0; c < kNumClearings; ++c) {
    Event e;
    e.kind = EventKind::kPlaceKeep;
    e.seat = int8_t(Seat(s));
    e.a = int8_t(c);
    if (Validate(s, e).ok()) sink(e);
  }
}

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
int ItemsHeld(const State& s, int item) { return ForSale(s.mechanical, item); }
// The Items for Sale came from the supply: it brought none into the game.
int ItemsBrought(const State&, int) { return 0; }

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

std::string ClearingText(const State& s, int c) { return s.mechanical.keep == c ? " keep" : ""; }


}  // namespace
}  // namespace mechanical

// The turn is not wired into the reducer yet: `unplayable` keeps
// DecodeConfig refusing a header that names it.
const FactionRules kMechanicalRules = {
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
    .pieces = 1u << int(PieceKind::kMechKeep),
    .building_rows = mechanical::kBuildingRows,
    .tokens = &mechanical::Tokens,
    .count_piece = &mechanical::CountPiece,
    .remove_piece = &mechanical::RemovePiece,
    .bars_placement = &mechanical::BarsPlacement,
    .board_text = &mechanical::BoardText,
    .clearing_text = &mechanical::ClearingText,
    .last_step = uint8_t(MechStep::kEvening),
    .reset = &mechanical::Reset,
    .write_snapshot = &mechanical::WriteSnapshot,
    .read_snapshot = &mechanical::ReadSnapshot,
    .check_snapshot = &mechanical::CheckSnapshot,
    .card_sets = mechanical::kCardSets,
    .digest = &mechanical::Digest,
    .items_held = &mechanical::ItemsHeld,
    .items_brought = &mechanical::ItemsBrought,
    .home_clearing = &mechanical::HomeClearing,
    .replaces = int8_t(Faction::kMarquise),
    .ambush_refused_rule = &rules::kMechHatesSurprises,
    .unplayable = "its setup, traits and Birdsong are built; its Daylight orders are derived but not yet "
                  "played as events (issue 18)",
};

}  // namespace arbiter::root
