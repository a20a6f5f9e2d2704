#include "engine/root/card_effects.h"

#include "engine/root/actions.h"
#include "engine/root/battle.h"
#include "engine/root/board.h"

namespace arbiter::root {
namespace {

// A card event names only what its card uses; the fields it ignores stay
// unset (clearing absent, target seat 0, as encoded), so that one decision
// has one encoding, the one LegalEvents lists.
Verdict NamesOnlyWhatTheCardUses(const Event& e, bool clearing, bool target) {
  if (!clearing && e.a >= 0)
    return Nonexistent(rules::kMalformed, "this card names no clearing; leave it unset");
  if (!target && e.target != 0)
    return Nonexistent(rules::kMalformed, "this card names no seat; leave target unset");
  return Allowed();
}

uint8_t WindowOf(const State& s) {
  switch (s.phase) {
    case Phase::kBirdsong: return kWindowBirdsong;
    case Phase::kDaylight: return kWindowDaylight;
    case Phase::kEvening: return kWindowEvening;
    default: return 0;
  }
}

// The cards acting at the start of each window (facts 2), as card masks:
// Birdsong, Daylight, Evening. Computed at load time rather than on first
// use: the guard of a function-local static kept WindowCards out of line,
// about 20 instructions for each of its calls, several per turn (callgrind
// over 30 three-seat games, 2026-12-04). kCards is constinit, so it is
// filled in before this runs.
const std::array<uint64_t, 3> kWindowCards = {
    CardsWithEffect(CardEffect::kRoyalClaim) | CardsWithEffect(CardEffect::kStandAndDeliver) |
        CardsWithEffect(CardEffect::kBetterBurrowBank),
    CardsWithEffect(CardEffect::kCommandWarren),
    CardsWithEffect(CardEffect::kCobbler),
};

// The cards acting at the start of `window` (facts 2), as a card mask.
uint64_t WindowCards(uint8_t window) {
  return window == kWindowBirdsong ? kWindowCards[0]
         : window == kWindowDaylight ? kWindowCards[1]
         : window == kWindowEvening  ? kWindowCards[2]
                                     : 0;
}

// The unused card with `effect` in the turn seat's play area, or -1.
int Ready(const State& s, CardEffect effect) {
  for (uint64_t m = s.play_area[s.turn_seat] & ~s.used_this_turn; m; m &= m - 1)
    if (kCards[std::countr_zero(m)].effect == effect) return std::countr_zero(m);
  return -1;
}

bool OtherHasCards(const State& s) {
  for (int seat = 0; seat < s.players; ++seat)
    if (seat != s.turn_seat && CanTakeCardFrom(s, seat)) return true;
  return false;
}

bool AnyBattle(const State& s) {
  bool any = false;
  for (int c = 0; c < kNumClearings && !any; ++c)
    ListBattles(s, s.turn_seat, c, Event{}, [&any](const Event&) { any = true; });
  return any;
}

// Whether ListMoves lists a move of the turn seat from some clearing
// (MoveDestinations), with the rule worked out once: ListMoves works it out
// per clearing (RulersOf for each of the twelve), which made this most of
// the Cobbler's window (callgrind over 30 four-seat games, 2026-12-04).
bool AnyMove(const State& s) {
  const Faction f = FactionOf(s, s.turn_seat);
  const uint16_t ruled = RuledBy(s, f);
  for (int from = 0; from < kNumClearings; ++from)
    if (MoveDestinations(s, f, from, ruled) != 0) return true;
  return false;
}

// root.card.better_burrow_bank: facts 2 — with three or more seats the
// owner names the other player who draws (a UseCard event, not optional).
bool BankChoiceDue(const State& s) {
  return s.players > 2 && Ready(s, CardEffect::kBetterBurrowBank) >= 0;
}

bool AnyOption(const State& s, uint8_t window) {
  if ((s.play_area[s.turn_seat] & ~s.used_this_turn & WindowCards(window)) == 0) return false;
  switch (window) {
    case kWindowBirdsong:
      return Ready(s, CardEffect::kRoyalClaim) >= 0 ||
             (Ready(s, CardEffect::kStandAndDeliver) >= 0 && OtherHasCards(s)) ||
             BankChoiceDue(s);
    case kWindowDaylight:
      return Ready(s, CardEffect::kCommandWarren) >= 0 && AnyBattle(s);
    case kWindowEvening:
      return Ready(s, CardEffect::kCobbler) >= 0 && AnyMove(s);
    default:
      return false;
  }
}

bool InDaylightActions(const State& s) {
  if (s.phase != Phase::kDaylight || !(s.windows_done & kWindowDaylight)) return false;
  return RulesOf(FactionOf(s, s.turn_seat)).in_daylight_actions(s);
}

}  // namespace

bool DominanceWon(const State& s, int seat) {
  int card = s.dominance[seat];
  if (card < 0) return false;
  Faction f = FactionOf(s, seat);
  Suit suit = kCards[card].suit;
  const MapDef& map = MapOf(s);
  const uint16_t rules = RuledBy(s, f);
  if (suit == Suit::kBird) {
    // facts 11: two opposite corners.
    for (int c = 0; c < kNumClearings; ++c)
      if (map.IsCorner(c) && ((rules >> c) & 1) && ((rules >> map.opposite[c]) & 1))
        return true;
    return false;
  }
  int ruled = 0;
  for (int c = 0; c < kNumClearings; ++c)
    if (s.suit[c] == suit && ((rules >> c) & 1)) ++ruled;
  return ruled >= 3;
}

WindowStep AdvanceOpenWindow(State& s) {
  uint8_t window = WindowOf(s);
  // Usually no card of the turn seat acts in this window, and no dominance
  // card is active: then the window just closes.
  if (s.dominance[s.turn_seat] < 0 &&
      (s.play_area[s.turn_seat] & ~s.used_this_turn & WindowCards(window)) == 0) {
    if (window == kWindowBirdsong) s.windows_done |= kWindowAutoDone;
    s.windows_done |= window;
    return WindowStep::kClosed;
  }
  if (window == kWindowBirdsong && !(s.windows_done & kWindowAutoDone)) {
    s.windows_done |= kWindowAutoDone;
    // root.dominance.win: seed 【圧倒カード】 — checked at the start of the
    // owner's Birdsong.
    if (DominanceWon(s, s.turn_seat)) {
      s.winner = int8_t(s.turn_seat);
      s.phase = Phase::kGameOver;
      return WindowStep::kStepped;
    }
    // root.card.better_burrow_bank: facts 2 — at the start of Birdsong you
    // and another player draw one. With two seats the other is the
    // opponent, drawn at once; with more the owner names it (BankChoiceDue).
    if (s.players == 2 && Ready(s, CardEffect::kBetterBurrowBank) >= 0) {
      QueueDraw(s, s.turn_seat, 1);
      QueueDraw(s, (s.turn_seat + 1) % s.players, 1);
      return WindowStep::kStepped;
    }
  }
  if (!AnyOption(s, window)) {
    s.windows_done |= window;
    return WindowStep::kClosed;
  }
  return WindowStep::kPending;
}

bool WindowPendingSlow(const State& s) {
  uint8_t window = OpenWindow(s);
  return window != 0 && AnyOption(s, window);
}

Verdict ValidateWindowEvent(const State& s, const Event& e) {
  uint8_t window = WindowOf(s);
  if (e.kind == EventKind::kPass) {
    if (window == kWindowBirdsong && BankChoiceDue(s))
      return Forbid(rules::kCardEffect, "Better Burrow Bank draws: name the other player first");
    return Allowed();
  }
  if (window == kWindowEvening && e.kind == EventKind::kMove) {
    // root.card.cobbler: facts 2 — a move at the start of Evening.
    if (e.decree >= 0) return Nonexistent(rules::kMalformed, "no Decree in Evening");
    return ValidateMove(s, FactionOf(s, s.turn_seat), e.a, e.b, e.n);
  }
  if (e.kind != EventKind::kUseCard)
    return Forbid(rules::kWrongTime, "start-of-phase cards are resolved first (or pass)");
  if (!ValidCard(e.card)) return Nonexistent(rules::kMalformed, "no such card");
  if (!((s.play_area[s.turn_seat] & ~s.used_this_turn) >> e.card & 1))
    return Forbid(rules::kCardEffect, "not an unused card of your play area");
  CardEffect effect = kCards[e.card].effect;
  switch (window) {
    case kWindowBirdsong:
      if (effect == CardEffect::kRoyalClaim) return NamesOnlyWhatTheCardUses(e, false, false);
      if (effect == CardEffect::kStandAndDeliver) {
        if (Verdict v = NamesOnlyWhatTheCardUses(e, false, true); !v.ok()) return v;
        if (e.target < 0 || e.target >= s.players || e.target == s.turn_seat)
          return Forbid(rules::kCardEffect, "take from another player");
        if (!CanTakeCardFrom(s, e.target)) return Forbid(rules::kCardEffect, "that hand is empty");
        return Allowed();
      }
      if (effect == CardEffect::kBetterBurrowBank && s.players > 2) {
        if (Verdict v = NamesOnlyWhatTheCardUses(e, false, true); !v.ok()) return v;
        if (e.target < 0 || e.target >= s.players || e.target == s.turn_seat)
          return Forbid(rules::kCardEffect, "another player draws with you");
        return Allowed();
      }
      break;
    case kWindowDaylight:
      if (effect == CardEffect::kCommandWarren)
        return ValidateBattleTarget(s, s.turn_seat, e.a, e.target);
      break;
    default:
      break;
  }
  return Forbid(rules::kCardEffect, "the card does not act at the start of this phase");
}

void ExecuteWindowEvent(State& s, const Event& e) {
  uint8_t window = WindowOf(s);
  if (e.kind == EventKind::kPass) {
    s.windows_done |= window;
    return;
  }
  if (e.kind == EventKind::kMove) {
    int cobbler = Ready(s, CardEffect::kCobbler);
    s.used_this_turn |= Bit(cobbler);
    MoveWarriors(s, FactionOf(s, s.turn_seat), e.a, e.b, e.n);
    return;
  }
  s.used_this_turn |= Bit(e.card);
  switch (kCards[e.card].effect) {
    case CardEffect::kRoyalClaim: {
      // root.card.royal_claim: discard; 1 VP per clearing you rule.
      const int ruled = Popcount(RuledBy(s, FactionOf(s, s.turn_seat)));
      s.play_area[s.turn_seat] &= ~Bit(e.card);
      DiscardCard(s, s.turn_seat, e.card);
      AddVp(s, s.turn_seat, ruled, Score::kCards);
      break;
    }
    case CardEffect::kStandAndDeliver:
      // root.card.stand_and_deliver: the card is drawn at random (chance).
      TakeCardFrom(s, s.turn_seat, e.target, /*no_vp=*/false);
      break;
    case CardEffect::kBetterBurrowBank:
      QueueDraw(s, s.turn_seat, 1);
      QueueDraw(s, e.target, 1);
      break;
    case CardEffect::kCommandWarren:
      // root.card.command_warren: a battle at the start of Daylight.
      StartBattle(s, s.turn_seat, e.a, e.target);
      break;
    default:
      break;
  }
}

void ListWindowEvents(const State& s, EventSink sink) {
  Event e;
  e.seat = int8_t(s.turn_seat);
  e.kind = EventKind::kPass;
  uint8_t window = WindowOf(s);
  if (!(window == kWindowBirdsong && BankChoiceDue(s))) sink(e);
  if (window == kWindowEvening) {
    Faction f = FactionOf(s, s.turn_seat);
    for (int c = 0; c < kNumClearings; ++c) ListMoves(s, f, c, e, sink);
    return;
  }
  for (uint64_t m = s.play_area[s.turn_seat] & ~s.used_this_turn; m; m &= m - 1) {
    Event u = e;
    u.kind = EventKind::kUseCard;
    u.card = int8_t(std::countr_zero(m));
    u.target = 0;
    CardEffect effect = kCards[u.card].effect;
    if (window == kWindowBirdsong && effect == CardEffect::kRoyalClaim) {
      sink(u);
    } else if (window == kWindowBirdsong && (effect == CardEffect::kStandAndDeliver ||
                                             effect == CardEffect::kBetterBurrowBank)) {
      for (int t = 0; t < s.players; ++t) {
        u.target = int8_t(t);
        if (ValidateWindowEvent(s, u).ok()) sink(u);
      }
    } else if (window == kWindowDaylight && effect == CardEffect::kCommandWarren) {
      for (int c = 0; c < kNumClearings; ++c)
        for (int t = 0; t < s.players; ++t) {
          u.a = int8_t(c);
          u.target = int8_t(t);
          if (ValidateWindowEvent(s, u).ok()) sink(u);
        }
    }
  }
}



Verdict ValidateDaylightCard(const State& s, const Event& e) {
  if (!ValidCard(e.card)) return Nonexistent(rules::kMalformed, "no such card");
  if (e.kind == EventKind::kTakeDominance) {
    if (!InDaylightActions(s))
      return Forbid(rules::kDominanceTake, "taken in your Daylight");
    if (!((s.beside_map >> e.card) & 1))
      return Forbid(rules::kDominanceTake, "not an available dominance card");
    if (!InHand(s, s.turn_seat, e.target))
      return Forbid(rules::kCardNotInHand, "the card spent is not in your hand");
    // A card of its suit; birds are wild, but only a bird pays for the bird.
    if (!PaysFor(kCards[e.target].suit, kCards[e.card].suit))
      return Forbid(rules::kDominanceTake, "spend a card of the dominance card's suit");
    return Allowed();
  }
  if (e.kind == EventKind::kActivateDominance) {
    if (!InDaylightActions(s))
      return Forbid(rules::kDominanceActivate, "activated in your Daylight");
    if (!InHand(s, s.turn_seat, e.card) || kCards[e.card].effect != CardEffect::kDominance)
      return Forbid(rules::kDominanceActivate, "no such dominance card in your hand");
    if (s.dominance[s.turn_seat] >= 0)
      return Forbid(rules::kDominanceActivate, "a dominance card is already active");
    if (const RuleRef* spies = DominanceWithoutVictory(s); spies != nullptr)
      return Forbid(*spies, "a spy card is a dominance card without the victory change");
    if (s.vp[s.turn_seat] < 10) return Forbid(rules::kDominanceActivate, "needs 10 VP or more");
    if (RulesOf(FactionOf(s, s.turn_seat)).no_dominance_victory)
      return Forbid(rules::kDominanceActivate,
                    "this faction rules no clearing and cannot win by dominance (seed 共闘軍)");
    return Allowed();
  }
  if (!InDaylightActions(s))
    return Forbid(rules::kCardEffect, "this card acts during your Daylight");
  if (!((s.play_area[s.turn_seat] & ~s.used_this_turn) >> e.card & 1))
    return Forbid(rules::kCardEffect, "not an unused card of your play area");
  switch (kCards[e.card].effect) {
    case CardEffect::kTaxCollector:
      // root.card.tax_collector: remove one of your warriors, draw a card.
      if (Verdict v = NamesOnlyWhatTheCardUses(e, true, false); !v.ok()) return v;
      if (!ValidClearing(e.a)) return Nonexistent(rules::kNoSuchClearing, "no such clearing");
      if (s.warriors[Fi(FactionOf(s, s.turn_seat))][e.a] == 0)
        return Forbid(rules::kCardEffect, "no warrior of yours there");
      return Allowed();
    case CardEffect::kCodebreakers:
      // root.card.codebreakers: look at another player's hand.
      if (Verdict v = NamesOnlyWhatTheCardUses(e, false, true); !v.ok()) return v;
      if (e.target < 0 || e.target >= s.players || e.target == s.turn_seat)
        return Forbid(rules::kCardEffect, "look at another player's hand");
      return Allowed();
    default:
      return Forbid(rules::kCardEffect, "the card does not act now");
  }
}

void ExecuteDaylightCard(State& s, const Event& e) {
  if (e.kind == EventKind::kTakeDominance) {
    DiscardFromHand(s, s.turn_seat, e.target);
    s.beside_map &= ~Bit(e.card);
    s.hand[s.turn_seat] |= Bit(e.card);
    return;
  }
  if (e.kind == EventKind::kActivateDominance) {
    // root.dominance.activate: the card lies face up before its owner.
    s.hand[s.turn_seat] &= ~Bit(e.card);
    s.play_area[s.turn_seat] |= Bit(e.card);
    s.dominance[s.turn_seat] = e.card;
    return;
  }
  s.used_this_turn |= Bit(e.card);
  if (kCards[e.card].effect == CardEffect::kTaxCollector) {
    RemoveWarriors(s, FactionOf(s, s.turn_seat), e.a, 1, /*hospital=*/false);
    QueueDraw(s, s.turn_seat, 1);
  }
}

namespace {

// Visits the Daylight card uses legal now, in canonical order, until `visit`
// returns true; says whether it did (so that asking whether there is one
// stops at the first).
template <typename Visit>
bool VisitDaylightCards(const State& s, Visit&& visit) {
  if (!InDaylightActions(s)) return false;
  Event u;
  u.seat = int8_t(s.turn_seat);
  for (uint64_t m = s.beside_map; m; m &= m - 1) {
    Event d = u;
    d.kind = EventKind::kTakeDominance;
    d.card = int8_t(std::countr_zero(m));
    for (uint64_t h = s.hand[s.turn_seat]; h; h &= h - 1) {
      d.target = int8_t(std::countr_zero(h));
      if (ValidateDaylightCard(s, d).ok() && visit(d)) return true;
    }
  }
  for (uint64_t h = s.hand[s.turn_seat]; h; h &= h - 1) {
    // Only a dominance card can be activated: the others need no validation.
    if (kCards[std::countr_zero(h)].effect != CardEffect::kDominance) continue;
    Event d = u;
    d.kind = EventKind::kActivateDominance;
    d.card = int8_t(std::countr_zero(h));
    if (ValidateDaylightCard(s, d).ok() && visit(d)) return true;
  }
  u.kind = EventKind::kUseCard;
  for (uint64_t m = s.play_area[s.turn_seat] & ~s.used_this_turn; m; m &= m - 1) {
    u.card = int8_t(std::countr_zero(m));
    CardEffect effect = kCards[u.card].effect;
    if (effect == CardEffect::kTaxCollector) {
      u.target = 0;
      for (int c = 0; c < kNumClearings; ++c) {
        u.a = int8_t(c);
        if (ValidateDaylightCard(s, u).ok() && visit(u)) return true;
      }
    } else if (effect == CardEffect::kCodebreakers) {
      u.a = -1;
      for (int t = 0; t < s.players; ++t) {
        u.target = int8_t(t);
        if (ValidateDaylightCard(s, u).ok() && visit(u)) return true;
      }
    }
  }
  return false;
}

}  // namespace

void ListDaylightCards(const State& s, EventSink sink) {
  VisitDaylightCards(s, [&sink](const Event& e) {
    sink(e);
    return false;
  });
}

bool TurnSeatInDaylightActions(const State& s) { return InDaylightActions(s); }

bool AnyDaylightCardUsable(const State& s) {
  return VisitDaylightCards(s, [](const Event&) { return true; });
}

Verdict ValidateRandomCard(const State& s, const Event& e) {
  if (s.steal_from < 0) return Forbid(rules::kWrongTime, "no card is being taken");
  if (!InHand(s, s.steal_from, e.card))
    return Forbid(rules::kCardEffect, "the card is not in that hand");
  return Allowed();
}

void ExecuteRandomCard(State& s, const Event& e) {
  s.hand[s.steal_from] &= ~Bit(e.card);
  s.hand[s.turn_seat] |= Bit(e.card);
  // root.card.stand_and_deliver: the robbed seat scores 1 (not for a
  // faction's own taking effect, which sets steal_no_vp).
  if (!s.steal_no_vp) AddVp(s, s.steal_from, 1, Score::kCards);
  s.steal_from = -1;
  s.steal_no_vp = false;
}

void ListRandomCards(const State& s, EventSink sink) {
  Event e;
  e.seat = 0;
  e.kind = EventKind::kRandomCard;
  for (uint64_t m = s.hand[s.steal_from]; m; m &= m - 1) {
    e.card = int8_t(std::countr_zero(m));
    sink(e);
  }
}

}  // namespace arbiter::root
