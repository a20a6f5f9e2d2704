#include "engine/root/factions/eyrie/eyrie.h"

#include "engine/root/actions.h"
#include "engine/root/battle.h"
#include "engine/root/board.h"
#include "engine/root/card_effects.h"
#include "engine/root/factions/eyrie/pieces.h"
#include "engine/root/factions/eyrie/snapshot.h"
#include "engine/root/factions/eyrie/text.h"

namespace arbiter::root {
namespace {

constexpr Faction kBirds = Faction::kEyrie;
constexpr uint64_t kVizierBits = (uint64_t{1} << kVizierCard0) |
                                 (uint64_t{1} << (kVizierCard0 + 1));

int Seat(const State& s) { return SeatOf(s, kBirds); }

// The keep the starting roost goes opposite (facts 6): the Marquise's, or
// that of the faction standing in for her (FactionRules::replaces: the
// Mechanical Marquise, whose setup is the Marquise's, facts 10.1.2); -1
// when none is on the map.
int KeepClearing(const State& s) {
  if (s.marquise.keep >= 0) return s.marquise.keep;
  for (int seat = 0; seat < s.players && seat < kMaxSeats; ++seat) {
    const FactionRules& fr = RulesOf(FactionOf(s, seat));
    if (fr.replaces == int8_t(Faction::kMarquise) && fr.home_clearing != nullptr) return fr.home_clearing(s);
  }
  return -1;
}
EyrieStep Step(const State& s) { return EyrieStep(s.fstep); }
int RoostsOnMap(const State& s) { return kEyrieRoosts - s.eyrie.roost_track; }

// Loyal Viziers are birds (facts 6).
Suit DecreeSuit(int card) { return card < kNumCards ? kCards[card].suit : Suit::kBird; }

int ColumnOf(const State& s, int card) {
  for (int col = 0; col < kNumColumns; ++col)
    if ((s.eyrie.decree[col] >> card) & 1) return col;
  return -1;
}

void Init(State& s) {
  s.eyrie.leader = -1;
  s.eyrie.roost_track = kEyrieRoosts;
  s.warrior_supply[Fi(kBirds)] = kEyrieWarriors;
  s.fstep = 0;
}

bool SetupDone(const State& s) { return Step(s) == EyrieStep::kSetupDone; }

void BeginTurn(State& s) {
  EyrieBoard& y = s.eyrie;
  y.added_this_turn = 0;
  y.bird_added = false;
  y.resolved = 0;
  y.crafting_open = true;
  y.roosts_used = {0, 0, 0};
  s.phase = Phase::kBirdsong;
  s.fstep = uint8_t(EyrieStep::kEmergencyOrders);
}

bool CanAddMore(const State& s) {
  const EyrieBoard& y = s.eyrie;
  if (y.added_this_turn >= 2) return false;
  for (uint64_t m = s.hand[Seat(s)]; m; m &= m - 1)
    if (!(y.bird_added && kCards[std::countr_zero(m)].suit == Suit::kBird)) return true;
  return false;
}

// root.eyrie.new_roost: seed 「止まり木確保」 — with no roost on the map, the
// clearings with the fewest warriors where a roost can go. Out of line, like
// ScoreEvening, so that Advance needs no saved registers.
ABSL_ATTRIBUTE_NOINLINE uint16_t NewRoostClearings(const State& s) {
  if (RoostsOnMap(s) > 0 || s.eyrie.roost_track == 0) return 0;
  int best = 1 << 30;
  uint16_t out = 0;
  for (int c = 0; c < kNumClearings; ++c) {
    if (FreeSlots(s, c) <= 0 || !MayPlace(s, kBirds, c)) continue;
    int w = 0;
    for (int f = 0; f < kNumFactions; ++f) w += s.warriors[f][c];
    if (w < best) best = w, out = 0;
    if (w == best) out |= uint16_t(1u << c);
  }
  return out;
}

// root.eyrie.evening: seed 夕闇フェイズ — VP of the rightmost uncovered
// roost space, then 1 + uncovered card icons. Out of line: once a turn, and
// inlined it made Advance, asked ~2 times per event, save six registers.
ABSL_ATTRIBUTE_NOINLINE void ScoreEvening(State& s) {
  int r = RoostsOnMap(s);
  AddVp(s, Seat(s), kRoostVp[r], Score::kRoosts);
  QueueDraw(s, Seat(s), kRoostDraw[r]);
}

Progress Advance(State& s) {
  EyrieBoard& y = s.eyrie;
  switch (Step(s)) {
    case EyrieStep::kEmergencyOrders:
      // root.eyrie.emergency_orders: seed 「緊急命令」 — empty hand: draw one.
      if (HandSize(s, Seat(s)) == 0) QueueDraw(s, Seat(s), 1);
      s.fstep = uint8_t(EyrieStep::kAddToDecree);
      return Progress::kStepped;
    case EyrieStep::kAddToDecree:
      if (!CanAddMore(s)) {
        s.fstep = uint8_t(EyrieStep::kNewRoost);
        return Progress::kStepped;
      }
      return Progress::kWaiting;
    case EyrieStep::kNewRoost:
      if (NewRoostClearings(s) == 0) {
        s.phase = Phase::kDaylight;
        s.fstep = uint8_t(EyrieStep::kDaylight);
        return Progress::kStepped;
      }
      return Progress::kWaiting;
    case EyrieStep::kDaylight:
      // With the Decree resolved Daylight ends, unless a card usable in
      // Daylight (Tax Collector, Codebreakers, dominance) is still unused:
      // then ending it is the Eyrie's decision.
      if (CurrentColumn(s) < 0 && !AnyDaylightCardUsable(s)) {
        s.phase = Phase::kEvening;
        s.fstep = uint8_t(EyrieStep::kEveningScore);
        return Progress::kStepped;
      }
      return Progress::kWaiting;
    case EyrieStep::kEveningScore:
      ScoreEvening(s);
      s.fstep = uint8_t(EyrieStep::kEveningDiscard);
      return Progress::kStepped;
    case EyrieStep::kEveningDiscard:
      return HandSize(s, Seat(s)) > kHandLimit ? Progress::kWaiting
                                               : Progress::kTurnOver;
    default:
      (void)y;
      return Progress::kWaiting;
  }
}

int CraftingPieces(const State& s, Suit suit) {
  if (suit == Suit::kBird) return 0;
  int n = 0;
  for (int c = 0; c < kNumClearings; ++c)
    if (s.suit[c] == suit) n += s.eyrie.roosts[c];
  return n - s.eyrie.roosts_used[int(suit)];
}
void UseCraftingPieces(State& s, Suit suit, int n) { s.eyrie.roosts_used[int(suit)] += n; }
// root.eyrie.disdain_for_trade: seed 「商業軽視」 — items score 1 VP; the
// Builder ignores this (facts 6).
int CraftVp(const State& s, int vp) {
  return s.eyrie.leader == int8_t(Leader::kBuilder) ? vp : (vp > 0 ? 1 : 0);
}

bool InDaylightActions(const State& s) { return Step(s) == EyrieStep::kDaylight; }

// The part of ValidateDecreeAction that does not depend on the clearing: the
// Decree card, its column and the action it orders.
Verdict ValidateDecreeCard(const State& s, const Event& e) {
  if (e.decree < 0)
    return Forbid(rules::kDecreeOrder, "Eyrie actions in Daylight resolve a Decree card");
  if (e.decree >= kNumCards + kNumViziers)
    return Nonexistent(rules::kMalformed, "no such Decree card");
  int col = CurrentColumn(s);
  int card_col = ColumnOf(s, e.decree);
  if (card_col < 0) return Forbid(rules::kDecreeOrder, "the card is not in the Decree");
  if ((s.eyrie.resolved >> e.decree) & 1)
    return Forbid(rules::kDecreeOrder, "the card was already resolved");
  // root.eyrie.decree_order: seed 昼フェイズ — column by column, left to right.
  if (card_col != col) return Forbid(rules::kDecreeOrder, "resolve the columns left to right");
  Column want = e.kind == EventKind::kRecruit ? Column::kRecruit
                : e.kind == EventKind::kMove  ? Column::kMove
                : e.kind == EventKind::kBattle ? Column::kBattle
                                                : Column::kBuild;
  if (int(want) != card_col)
    return Forbid(rules::kDecreeOrder, "the card orders another action");
  return Allowed();
}

// The rest: the clearing. REQUIRES ValidateDecreeCard(s, e).ok().
Verdict ValidateDecreeClearing(const State& s, const Event& e) {
  if (!ValidClearing(e.a)) return Nonexistent(rules::kNoSuchClearing, "no such clearing");
  // root.eyrie.decree_suit: seed 各カードごとに — a clearing of the card's suit.
  if (!PaysFor(DecreeSuit(e.decree), s.suit[e.a]))
    return Forbid(rules::kDecreeSuit, "the clearing does not match the card");
  switch (e.kind) {
    case EventKind::kRecruit:
      // root.eyrie.decree_recruit: seed A — at a roost.
      if (s.eyrie.roosts[e.a] == 0) return Forbid(rules::kDecreeRecruit, "no roost in the clearing");
      if (s.warrior_supply[Fi(kBirds)] == 0)
        return Forbid(rules::kDecreeRecruit, "no warrior left in supply");
      return Allowed();
    case EventKind::kMove:
      return ValidateMove(s, kBirds, e.a, e.b, e.n);
    case EventKind::kBattle:
      return ValidateBattleTarget(s, Seat(s), e.a, e.target);
    default:  // build
      if (e.piece != int8_t(PieceKind::kRoost))
        return Nonexistent(rules::kMalformed, "the Eyrie builds roosts");
      for (int i = 0; i < kMaxWood; ++i)
        if (e.wood[i] >= 0) return Nonexistent(rules::kMalformed, "roosts cost no wood");
      // root.eyrie.decree_build: seed D — ruled, no roost yet, an empty slot.
      if (!RulesClearing(s, kBirds, e.a))
        return Forbid(rules::kDecreeBuild, "the Eyrie does not rule the clearing");
      if (s.eyrie.roosts[e.a] > 0) return Forbid(rules::kDecreeBuild, "a roost is already there");
      if (!MayPlace(s, kBirds, e.a)) return Forbid(rules::kKeepBlocks, "the keep's clearing");
      if (FreeSlots(s, e.a) <= 0) return Forbid(rules::kSlots, "no empty building slot");
      if (s.eyrie.roost_track == 0) return Forbid(rules::kDecreeBuild, "no roost left");
      return Allowed();
  }
}

Verdict ValidateDecreeAction(const State& s, const Event& e) {
  Verdict card = ValidateDecreeCard(s, e);
  return card.ok() ? ValidateDecreeClearing(s, e) : card;
}

Verdict ValidateLeader(const State& s, const Event& e) {
  if (e.kind != EventKind::kChooseLeader)
    return Forbid(rules::kWrongTime, "the Eyrie chooses a leader now");
  if (e.n < 0 || e.n >= kNumLeaders) return Nonexistent(rules::kMalformed, "no such leader");
  bool all_down = s.eyrie.deposed == (1 << kNumLeaders) - 1;
  if (!all_down && ((s.eyrie.deposed >> e.n) & 1))
    return Forbid(rules::kEyrieLeader, "that leader was deposed");
  return Allowed();
}

Verdict Validate(const State& s, const Event& e) {
  const EyrieBoard& y = s.eyrie;
  switch (Step(s)) {
    case EyrieStep::kSetupRoost: {
      if (e.kind != EventKind::kPlaceStartingRoost)
        return Forbid(rules::kWrongTime, "the Eyrie places its starting roost");
      if (!ValidClearing(e.a)) return Nonexistent(rules::kNoSuchClearing, "no such clearing");
      if (!MapOf(s).IsCorner(e.a)) return Forbid(rules::kEyrieSetup, "a corner clearing");
      if (!MayPlace(s, kBirds, e.a)) return Forbid(rules::kKeepBlocks, "the keep's clearing");
      // facts 6: opposite the keep when the Marquise (or the automa in her
      // place, facts 10.1.2) plays.
      if (const int keep = KeepClearing(s); keep >= 0 && MapOf(s).opposite[keep] != e.a)
        return Forbid(rules::kEyrieSetup, "the corner opposite the keep");
      return Allowed();
    }
    case EyrieStep::kSetupLeader:
    case EyrieStep::kChooseLeader:
      return ValidateLeader(s, e);
    case EyrieStep::kAddToDecree:
      if (e.kind == EventKind::kEndPhase) {
        // root.eyrie.decree_add: seed 朝フェイズ — one or two cards, not none.
        if (y.added_this_turn == 0)
          return Forbid(rules::kDecreeAdd, "add at least one card to the Decree");
        return Allowed();
      }
      if (e.kind != EventKind::kAddToDecree)
        return Forbid(rules::kWrongTime, "add cards to the Decree now");
      if (!ValidCard(e.card)) return Nonexistent(rules::kMalformed, "no such card");
      if (e.n < 0 || e.n >= kNumColumns) return Nonexistent(rules::kMalformed, "no such column");
      if (!InHand(s, Seat(s), e.card))
        return Forbid(rules::kCardNotInHand, "the card is not in your hand");
      if (y.added_this_turn >= 2) return Forbid(rules::kDecreeAdd, "at most two cards");
      // root.eyrie.decree_one_bird: seed 朝フェイズ — not two birds.
      if (y.bird_added && kCards[e.card].suit == Suit::kBird)
        return Forbid(rules::kDecreeTwoBirds, "at most one bird card per Birdsong");
      return Allowed();
    case EyrieStep::kNewRoost:
      if (e.kind != EventKind::kNewRoost)
        return Forbid(rules::kWrongTime, "place the new roost");
      if (!ValidClearing(e.a)) return Nonexistent(rules::kNoSuchClearing, "no such clearing");
      if (!((NewRoostClearings(s) >> e.a) & 1))
        return Forbid(rules::kNewRoost, "not a clearing with the fewest warriors that takes a roost");
      return Allowed();
    case EyrieStep::kDaylight:
      switch (e.kind) {
        case EventKind::kCraft:
          if (!y.crafting_open)
            return Forbid(rules::kCraftTiming, "crafting only before resolving the Decree");
          return ValidateCraft(s, Seat(s), e);
        case EventKind::kRecruit:
        case EventKind::kMove:
        case EventKind::kBattle:
        case EventKind::kBuild:
          return ValidateDecreeAction(s, e);
        case EventKind::kEndPhase:
          if (CurrentColumn(s) >= 0)
            return Forbid(rules::kDecreeOrder, "the Decree must be resolved first");
          return Allowed();
        case EventKind::kTurmoil: {
          // root.eyrie.turmoil_false_claim: seed 「内乱」 — only when a card
          // of the current column truly cannot be resolved.
          int col = CurrentColumn(s);
          if (col < 0) return Forbid(rules::kTurmoilFalse, "the Decree is resolved");
          uint64_t open = y.decree[col] & ~y.resolved;
          for (uint64_t m = open; m; m &= m - 1)
            if (!CanResolve(s, std::countr_zero(m), col)) return Allowed();
          return Forbid(rules::kTurmoilFalse, "every card of the column can be resolved");
        }
        default:
          return Forbid(rules::kWrongTime, "not an Eyrie Daylight action");
      }
    case EyrieStep::kEveningDiscard:
      if (e.kind != EventKind::kDiscard)
        return Forbid(rules::kWrongTime, "discard down to five cards");
      return ValidateHandLimitDiscard(s, Seat(s), e);
    default:
      return Forbid(rules::kWrongTime, "the Eyrie has no decision now");
  }
}

void PlaceViziers(State& s) {
  EyrieBoard& y = s.eyrie;
  for (int col = 0; col < kNumColumns; ++col) y.decree[col] &= ~kVizierBits;
  const auto& cols = kLeaderViziers[y.leader];
  y.decree[int(cols[0])] |= Bit(kVizierCard0);
  y.decree[int(cols[1])] |= Bit(kVizierCard0 + 1);
}

void Execute(State& s, const Event& e) {
  EyrieBoard& y = s.eyrie;
  switch (e.kind) {
    case EventKind::kPlaceStartingRoost:
      ++y.roosts[e.a];
      --y.roost_track;
      PlaceWarriors(s, kBirds, e.a, 6);
      s.fstep = uint8_t(EyrieStep::kSetupLeader);
      break;
    case EventKind::kChooseLeader:
      // seed 「内乱」3: with every leader face down, all turn face up again.
      if (y.deposed == (1 << kNumLeaders) - 1) y.deposed = 0;
      y.leader = e.n;
      PlaceViziers(s);
      if (Step(s) == EyrieStep::kSetupLeader) {
        s.fstep = uint8_t(EyrieStep::kSetupDone);
      } else {
        // seed 「内乱」4. 休止: Evening begins.
        s.phase = Phase::kEvening;
        s.fstep = uint8_t(EyrieStep::kEveningScore);
      }
      break;
    case EventKind::kEndPhase:
      if (Step(s) == EyrieStep::kDaylight) {
        s.phase = Phase::kEvening;
        s.fstep = uint8_t(EyrieStep::kEveningScore);
      } else {
        s.fstep = uint8_t(EyrieStep::kNewRoost);
      }
      break;
    case EventKind::kAddToDecree:
      s.hand[Seat(s)] &= ~Bit(e.card);
      y.decree[e.n] |= Bit(e.card);
      ++y.added_this_turn;
      if (kCards[e.card].suit == Suit::kBird) y.bird_added = true;
      break;
    case EventKind::kNewRoost:
      ++y.roosts[e.a];
      --y.roost_track;
      PlaceWarriors(s, kBirds, e.a, std::min<int>(3, s.warrior_supply[Fi(kBirds)]));
      s.phase = Phase::kDaylight;
      s.fstep = uint8_t(EyrieStep::kDaylight);
      break;
    case EventKind::kCraft:
      ExecuteCraft(s, Seat(s), e);
      break;
    case EventKind::kRecruit: {
      y.resolved |= Bit(e.decree);
      y.crafting_open = false;
      // root.eyrie.charismatic: facts 6 — two warriors per recruit (as many
      // as the supply holds; the seed is silent on a short supply).
      int n = y.leader == int8_t(Leader::kCharismatic) ? 2 : 1;
      PlaceWarriors(s, kBirds, e.a, std::min<int>(n, s.warrior_supply[Fi(kBirds)]));
      break;
    }
    case EventKind::kMove:
      y.resolved |= Bit(e.decree);
      y.crafting_open = false;
      MoveWarriors(s, kBirds, e.a, e.b, e.n);
      break;
    case EventKind::kBattle:
      y.resolved |= Bit(e.decree);
      y.crafting_open = false;
      StartBattle(s, Seat(s), e.a, e.target, e.b);  // e.b: lent warriors
      break;
    case EventKind::kBuild:
      y.resolved |= Bit(e.decree);
      y.crafting_open = false;
      ++y.roosts[e.a];
      --y.roost_track;
      break;
    case EventKind::kTurmoil: {
      // root.eyrie.turmoil: seed 「内乱」1. 恥辱 — 1 VP per bird card in the
      // Decree, viziers included; 2. 追放 — discard all but the viziers;
      // 3. 失脚 — depose the leader; a new one is chosen next.
      int birds = 0;
      for (int col = 0; col < kNumColumns; ++col)
        for (uint64_t m = y.decree[col]; m; m &= m - 1)
          if (DecreeSuit(std::countr_zero(m)) == Suit::kBird) ++birds;
      AddVp(s, Seat(s), -birds, Score::kTurmoil);
      for (int col = 0; col < kNumColumns; ++col) {
        for (uint64_t m = y.decree[col] & ~kVizierBits; m; m &= m - 1)
          DiscardCard(s, Seat(s), std::countr_zero(m));
        y.decree[col] &= kVizierBits;
      }
      // Turmoil needs a leader to depose; a state without one (only a
      // corrupt snapshot could give it) must not shift by -1.
      if (y.leader >= 0) y.deposed |= uint8_t(1u << y.leader);
      y.leader = -1;  // until the new leader is chosen
      y.resolved = 0;
      s.fstep = uint8_t(EyrieStep::kChooseLeader);
      break;
    }
    case EventKind::kDiscard:
      DiscardFromHand(s, Seat(s), e.card);
      break;
    default:
      break;
  }
}

// Visits every resolution of Decree card `card` (in column `col`), in
// canonical order, until `visit` returns true; says whether it did (the
// turmoil claim needs only to know whether one exists).
template <typename Visit>
bool VisitResolutions(const State& s, int card, int col, Visit&& visit) {
  Event e;
  e.seat = int8_t(Seat(s));
  e.decree = int8_t(card);
  Suit suit = DecreeSuit(card);
  bool stop = false;
  auto until_stop = [&](const Event& r) {
    if (!stop && visit(r)) stop = true;
  };
  // Recruiting and building: whether the card may order them at all is the
  // same in every clearing, so it is asked once.
  Event order = e;
  order.kind = Column(col) == Column::kRecruit ? EventKind::kRecruit : EventKind::kBuild;
  if (order.kind == EventKind::kBuild) order.piece = int8_t(PieceKind::kRoost);
  if ((Column(col) == Column::kRecruit || Column(col) == Column::kBuild) &&
      !ValidateDecreeCard(s, order).ok())
    return false;
  // Clearings where the validation below is sure to fail are skipped
  // unasked: a recruit needs a roost, a roost needs rule (the rule map is
  // computed only for a build: moves and battles, the usual turmoil claims,
  // do not read it).
  const uint16_t ruled = Column(col) == Column::kBuild ? RuledBy(s, kBirds) : 0;
  for (int c = 0; c < kNumClearings && !stop; ++c) {
    if (!PaysFor(suit, s.suit[c])) continue;
    switch (Column(col)) {
      case Column::kRecruit:
      case Column::kBuild:
        if (Column(col) == Column::kRecruit ? s.eyrie.roosts[c] == 0 : !((ruled >> c) & 1))
          break;
        order.a = int8_t(c);
        if (ValidateDecreeClearing(s, order).ok()) until_stop(order);
        break;
      case Column::kMove:
        ListMoves(s, kBirds, c, e, until_stop);
        break;
      case Column::kBattle:
        ListBattles(s, Seat(s), c, e, until_stop);
        break;
    }
  }
  return stop;
}

void ListResolutions(const State& s, int card, int col, EventSink sink) {
  VisitResolutions(s, card, col, [&sink](const Event& r) {
    sink(r);
    return false;
  });
}

void Legal(const State& s, EventSink sink) {
  const EyrieBoard& y = s.eyrie;
  Event e;
  e.seat = int8_t(Seat(s));
  switch (Step(s)) {
    case EyrieStep::kSetupRoost:
      e.kind = EventKind::kPlaceStartingRoost;
      for (int c = 0; c < kNumClearings; ++c) {
        e.a = int8_t(c);
        if (Validate(s, e).ok()) sink(e);
      }
      return;
    case EyrieStep::kSetupLeader:
    case EyrieStep::kChooseLeader:
      e.kind = EventKind::kChooseLeader;
      for (int l = 0; l < kNumLeaders; ++l) {
        e.n = int8_t(l);
        if (Validate(s, e).ok()) sink(e);
      }
      return;
    case EyrieStep::kAddToDecree: {
      e.kind = EventKind::kEndPhase;
      if (y.added_this_turn > 0) sink(e);
      e.kind = EventKind::kAddToDecree;
      for (uint64_t m = s.hand[Seat(s)]; m; m &= m - 1) {
        e.card = int8_t(std::countr_zero(m));
        for (int col = 0; col < kNumColumns; ++col) {
          e.n = int8_t(col);
          if (Validate(s, e).ok()) sink(e);
        }
      }
      return;
    }
    case EyrieStep::kNewRoost:
      e.kind = EventKind::kNewRoost;
      for (int c = 0; c < kNumClearings; ++c)
        if ((NewRoostClearings(s) >> c) & 1) {
          e.a = int8_t(c);
          sink(e);
        }
      return;
    case EyrieStep::kDaylight: {
      int col = CurrentColumn(s);
      if (col < 0) {
        e.kind = EventKind::kEndPhase;
        sink(e);
        return;
      }
      if (y.crafting_open) ListCrafts(s, Seat(s), sink);
      for (uint64_t m = y.decree[col] & ~y.resolved; m; m &= m - 1)
        ListResolutions(s, std::countr_zero(m), col, sink);
      Event t = e;
      t.kind = EventKind::kTurmoil;
      if (Validate(s, t).ok()) sink(t);
      return;
    }
    case EyrieStep::kEveningDiscard:
      ListHandLimitDiscards(s, Seat(s), sink);
      return;
    default:
      return;
  }
}

}  // namespace

int CurrentColumn(const State& s) {
  for (int col = 0; col < kNumColumns; ++col)
    if (s.eyrie.decree[col] & ~s.eyrie.resolved) return col;
  return -1;
}

bool CanResolve(const State& s, int card, int column) {
  return VisitResolutions(s, card, column, [](const Event&) { return true; });
}

namespace {
// facts 8 (the Cult's setup): the corner of the starting roost is the
// Eyrie's home (the only roost when a later faction sets up).
int HomeClearing(const State& s) {
  for (int c = 0; c < kNumClearings; ++c)
    if (MapOf(s).IsCorner(c) && s.eyrie.roosts[c] > 0) return c;
  return -1;
}
}  // namespace

// constinit: see factions/table.cc.
constinit const FactionRules kEyrieRules = {
    .faction = Faction::kEyrie,
    .name = "eyrie",
    .warriors = kEyrieWarriors,
    .init = &Init,
    .setup_done = &SetupDone,
    .begin_turn = &BeginTurn,
    .advance = &Advance,
    .validate = &Validate,
    .execute = &Execute,
    .legal = &Legal,
    .crafting_pieces = &CraftingPieces,
    .use_crafting_pieces = &UseCraftingPieces,
    .craft_vp = &CraftVp,
    .in_daylight_actions = &InDaylightActions,
    .pieces = eyrie::kPieces,
    .building_rows = eyrie::kBuildingRows,
    .tokens = &eyrie::Tokens,
    .wins_rule_ties = true,
    .count_piece = &eyrie::CountPiece,
    .remove_piece = &eyrie::RemovePiece,
    .extra_hits = &eyrie::ExtraHits,
    .battle_bonus_vp = &eyrie::BattleBonusVp,
    .board_text = &eyrie::BoardText,
    .clearing_text = &eyrie::ClearingText,
    .always_in_state = true,
    .last_step = uint8_t(EyrieStep::kEveningDiscard),
    .reset = &eyrie::Reset,
    .write_snapshot = &eyrie::WriteSnapshot,
    .read_snapshot = &eyrie::ReadSnapshot,
    .check_snapshot = &eyrie::CheckSnapshot,
    .check_pieces = &eyrie::CheckPieces,
    .card_sets = eyrie::kCardSets,
    .digest = &eyrie::Digest,
    .board_headline = &eyrie::BoardHeadline,
    .home_clearing = &HomeClearing,
};

}  // namespace arbiter::root
