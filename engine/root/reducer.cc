#include "engine/root/reducer.h"

#include <algorithm>
#include <bit>
#include <cstring>

#include "absl/base/attributes.h"
#include "engine/core/game.h"
#include "engine/root/actions.h"
#include "engine/root/battle.h"
#include "engine/root/board.h"
#include "engine/root/card_effects.h"
#include "engine/root/others_actions.h"
#include "engine/root/outrage.h"
#include "engine/root/services.h"
#include "engine/root/random_discard.h"

namespace arbiter::root {
namespace {

int SetupFactionSeat(const State& s) {
  int done = 0;
  for (Faction f : kSetupOrder) {
    if (!Playing(s, f)) continue;
    if (done++ == s.setup_index) return SeatOf(s, f);
  }
  return -1;
}


// The removal response of the faction that answers pending removals.
// REQUIRES PendingRemoval(s) >= 0 (a snapshot has a responder then).
const RemovalResponse& Response(const State& s) {
  return *RulesOf(FactionOf(s, ResponderSeat(s))).removal_response;
}

}  // namespace

const FactionRules* FactionChanceDue(const State& s) {
  if (s.phase != Phase::kSetup || s.step != uint8_t(SetupStep::kFactions) || s.need_shuffle)
    return nullptr;
  const int seat = SetupFactionSeat(s);
  if (seat < 0) return nullptr;
  const FactionRules& fr = RulesOf(FactionOf(s, seat));
  return fr.setup_chance_due != nullptr && fr.setup_chance_due(s) ? &fr : nullptr;
}

namespace {

bool InSetupChance(const State& s) {
  return s.phase == Phase::kSetup &&
         (s.step == uint8_t(SetupStep::kSuitMarkers) ||
          s.step == uint8_t(SetupStep::kShuffle) || FactionChanceDue(s) != nullptr);
}


Verdict ValidateChance(const State& s, const Event& e) {
  // A faction's own chance outcome at its setup (the quest deck).
  if (const FactionRules* fr = FactionChanceDue(s)) return fr->validate_chance(s, e);
  // Any other chance kind than the core's is a faction's own, and none is due.
  if (e.kind != EventKind::kRandomCard && e.kind != EventKind::kDice &&
      e.kind != EventKind::kSuitMarkers && e.kind != EventKind::kDeckShuffle)
    return Forbid(rules::kWrongTime, "no faction's setup chance is due");
  if (e.kind == EventKind::kRandomCard)
    return RandomDiscardDue(s) ? ValidateRandomDiscard(s, e) : ValidateRandomCard(s, e);
  if (e.kind == EventKind::kDice) {
    if (!s.battle.active) return Forbid(rules::kWrongTime, "no dice are being rolled");
    return ValidateBattleEvent(s, e);
  }
  if (e.kind == EventKind::kSuitMarkers) {
    if (!(s.phase == Phase::kSetup && s.step == uint8_t(SetupStep::kSuitMarkers)))
      return Forbid(rules::kWrongTime, "suit markers are dealt at Winter setup");
    if (e.order_len != kNumClearings)
      return Nonexistent(rules::kSuitMarkers, "one marker per clearing");
    int count[kNumClearingSuits] = {};
    for (int c = 0; c < kNumClearings; ++c) {
      if (e.order[c] >= kNumClearingSuits)
        return Nonexistent(rules::kSuitMarkers, "markers are fox, rabbit or mouse");
      ++count[e.order[c]];
    }
    if (count[0] != 4 || count[1] != 4 || count[2] != 4)
      return Forbid(rules::kSuitMarkers, "four markers of each suit");
    return Allowed();
  }
  // Deck shuffle: a permutation of exactly the cards being shuffled.
  uint64_t expected = 0;
  if (s.need_shuffle) {
    expected = s.discard;
  } else if (s.phase == Phase::kSetup && s.step == uint8_t(SetupStep::kShuffle)) {
    expected = CardsInPlay(s);
  } else {
    return Forbid(rules::kWrongTime, "no shuffle is due");
  }
  uint64_t seen = 0;
  for (int i = 0; i < e.order_len; ++i) {
    if (e.order[i] >= kNumCards) return Nonexistent(rules::kShuffle, "no such card");
    if ((seen >> e.order[i]) & 1) return Nonexistent(rules::kShuffle, "a card listed twice");
    seen |= Bit(e.order[i]);
  }
  if (seen != expected)
    return Forbid(rules::kShuffle, "the order must hold exactly the cards being shuffled");
  return Allowed();
}

void ExecuteChance(State& s, const Event& e) {
  if (const FactionRules* fr = FactionChanceDue(s)) {
    fr->execute_chance(s, e);
    return;
  }
  switch (e.kind) {
    case EventKind::kDice:
      ExecuteBattleEvent(s, e);
      return;
    case EventKind::kRandomCard:
      if (RandomDiscardDue(s)) {
        ExecuteRandomDiscard(s, e);
      } else {
        ExecuteRandomCard(s, e);
      }
      return;
    case EventKind::kSuitMarkers:
      for (int c = 0; c < kNumClearings; ++c) s.suit[c] = Suit(e.order[c]);
      s.step = uint8_t(SetupStep::kShuffle);
      return;
    default:
      // seed 動物カード: listed top first; deck[deck_size-1] is the top.
      for (int i = 0; i < e.order_len; ++i) s.deck[e.order_len - 1 - i] = e.order[i];
      s.deck_size = e.order_len;
      if (s.need_shuffle) {
        s.discard = 0;
        s.need_shuffle = false;
      } else {
        s.step = uint8_t(SetupStep::kDeal);
      }
      return;
  }
}

void EndTurn(State& s) {
  ++s.turns_taken;
  s.used_this_turn = 0;
  // Its Evening is over: what it received from others is within its limit now.
  s.received[s.turn_seat] = 0;
  if (s.turns_taken >= s.turn_limit) {
    // The declared limit stops the match; reported, never silent.
    s.ended_by_limit = true;
    s.phase = Phase::kGameOver;
    return;
  }
  s.turn_seat = uint8_t((s.turn_seat + 1) % s.players);
  s.windows_done = 0;
  RulesOf(FactionOf(s, s.turn_seat)).begin_turn(s);
}

// root.match.second_game: seed 2人プレイ時 — two games, scores summed; the
// second begins with its own shuffle and setup once the first is won.
void StartNextGame(State& s) {
  State next = NewInitialState(SetupOf(s));
  next.game_index = uint8_t(s.game_index + 1);
  next.turns_taken = s.turns_taken;
  next.game_winner = s.game_winner;
  next.game_winner[s.game_index] = s.winner;
  for (int seat = 0; seat < s.players; ++seat)
    next.banked_vp[seat] = int16_t(s.banked_vp[seat] + s.vp[seat]);
  s = next;
}

// Takes every forced step until a decision or a chance outcome is due.
void Advance(State& s) {
  for (;;) {
    // The game's end, the interrupts and the setup, skipped under one test
    // in the usual case of a turn going on with nothing pending (TurnFlows;
    // callgrind: about 1% of a verification).
    if (!TurnFlows(s)) {
      if (s.winner >= 0 && !s.ended_by_limit && s.game_index + 1 < s.games) {
        StartNextGame(s);
        continue;
      }
      if (s.winner >= 0) s.phase = Phase::kGameOver;
      if (s.phase == Phase::kGameOver) return;
      // root.cards.draw: seed 動物カード — draws from the deck; when it is
      // empty the discard is shuffled into a new deck (a chance event).
      bool waiting_shuffle = false;
      // Usually nobody is owed a card: the four counts as one word say so.
      static_assert(sizeof(s.draw_owed) == sizeof(uint32_t));
      uint32_t owed;
      std::memcpy(&owed, s.draw_owed.data(), sizeof(owed));
      for (int seat = 0; owed != 0 && seat < s.players && !waiting_shuffle; ++seat) {
        while (s.draw_owed[seat] > 0) {
          if (s.deck_size > 0) {
            DrawTop(s, seat);
            --s.draw_owed[seat];
          } else if (s.discard != 0) {
            s.need_shuffle = true;
            waiting_shuffle = true;
            break;
          } else {
            s.draw_owed[seat] = 0;  // no card anywhere: nothing to draw
          }
        }
      }
      // Cards drawn into a faction's reserve (outrage with no matching card,
      // the Alliance's starting supporters), after the hands.
      uint32_t reserve;
      std::memcpy(&reserve, s.reserve_owed.data(), sizeof(reserve));
      for (int seat = 0; reserve != 0 && seat < s.players && !waiting_shuffle; ++seat) {
        while (s.reserve_owed[seat] > 0) {
          if (s.deck_size > 0) {
            const int card = s.deck[--s.deck_size];
            --s.reserve_owed[seat];
            RulesOf(FactionOf(s, seat)).receive_card(s, card);
          } else if (s.discard != 0) {
            s.need_shuffle = true;
            waiting_shuffle = true;
            break;
          } else {
            s.reserve_owed[seat] = 0;
          }
        }
      }
      // A random discard (random_discard.h) is a chance outcome due at once.
      DropEmptyRandomDiscard(s);
      if (s.need_shuffle || s.steal_from >= 0 || RandomDiscardDue(s)) return;
      // The setup's chance and deal steps, under one phase test.
      if (s.phase == Phase::kSetup) {
        if (InSetupChance(s)) return;
        if (s.step == uint8_t(SetupStep::kDeal)) {
          // seed 動物カード: three cards each, dealt in seat order.
          for (int seat = 0; seat < s.players; ++seat)
            for (int k = 0; k < kStartingHand; ++k) DrawTop(s, seat);
          s.step = uint8_t(SetupStep::kFactions);
          s.fstep = 0;
          continue;
        }
      }
      // A removal response (the Marquise's field hospitals) is decided when
      // the warriors are removed, so before a battle that removed them goes on.
      int pending = PendingRemoval(s);
      if (pending >= 0) {
        if (Response(s).possible(s, pending)) return;
        s.removal_pending[pending] = 0;
        continue;
      }
      // A faction's owed decision (FactionRules::owed_decision) comes next.
      if (s.decision_owed != 0) return;
      // root.alliance.outrage: seed 【森林連合】「蜂起」 — the payer decides at once.
      if (s.outrage_at != 0) return;
      if (s.battle.active) {
        if (AdvanceBattle(s)) continue;
        return;
      }
      if (s.phase == Phase::kSetup) {
        int seat = SetupFactionSeat(s);
        if (seat < 0) {
          // Every faction is set up: the first turn begins with seat 0.
          s.turn_seat = 0;
          s.windows_done = 0;
          RulesOf(FactionOf(s, 0)).begin_turn(s);
          continue;
        }
        const FactionRules& fr = RulesOf(FactionOf(s, seat));
        if (fr.setup_done(s)) {
          ++s.setup_index;
          s.fstep = 0;
          continue;
        }
        // A forced step of the faction's setup (the Alliance's supporters).
        if (fr.advance(s) == Progress::kStepped) continue;
        return;
      }
    }
    // The purchase window opens the Birdsong, before its card effects.
    if (ServicesUnhandled(s)) {
      if (AdvanceServices(s)) continue;
      return;
    }
    // Start-of-phase card effects come before the faction's own steps.
    switch (AdvanceWindows(s)) {
      case WindowStep::kStepped:
        continue;
      case WindowStep::kPending:
        return;
      case WindowStep::kClosed:
      case WindowStep::kNone:
        break;
    }
    switch (RulesOf(FactionOf(s, s.turn_seat)).advance(s)) {
      case Progress::kWaiting:
        return;
      case Progress::kStepped:
        continue;
      case Progress::kTurnOver:
        EndTurn(s);
        continue;
    }
  }
}

}  // namespace

MatchSetup SetupOf(const State& s) {
  MatchSetup setup;
  setup.players = s.players;
  // Bounded by the array too: invariants and tests call this on states that
  // may be corrupt.
  for (int seat = 0; seat < s.players && seat < kMaxSeats; ++seat) {
    setup.factions[seat] = s.faction[seat];
  }
  setup.map = s.map;
  setup.turn_limit = s.turn_limit;
  setup.games = s.games;
  return setup;
}

State NewInitialState(const MatchSetup& setup) {
  State s{};
  s.games = uint8_t(setup.games);
  s.game_winner = {-1, -1};
  s.map = setup.map;
  s.players = uint8_t(setup.players);
  s.seat_of.fill(-1);
  for (int seat = 0; seat < setup.players; ++seat) {
    s.faction[seat] = setup.factions[seat];
    s.seat_of[Fi(setup.factions[seat])] = int8_t(seat);
  }
  s.turn_limit = uint16_t(setup.turn_limit);
  const MapDef& map = GetMap(setup.map);
  s.suit = map.suit;
  s.ruin = map.ruin;
  s.ruin_items = kRuinItems;
  s.item_supply = kItemSupply;
  // seed 2人プレイ時: no dominance cards with two players.
  if (setup.players == 2)
    for (int c = 0; c < kNumCards; ++c)
      if (kCards[c].effect == CardEffect::kDominance) s.out_of_game |= Bit(c);
  s.winner = -1;
  s.steal_from = -1;
  s.dominance.fill(-1);
  s.outrage_payer = s.outrage_owed_to = -1;
  s.random_discard_seat = -1;
  s.battle.attacker = s.battle.defender = s.battle.clearing = s.battle.ambush_card = -1;
  for (int f = 0; f < kNumFactions; ++f)
    if (RulesOf(Faction(f)).reset != nullptr) RulesOf(Faction(f)).reset(s);
  for (int seat = 0; seat < setup.players; ++seat)
    RulesOf(setup.factions[seat]).init(s);
  s.phase = Phase::kSetup;
  s.step = uint8_t(setup.map == MapSide::kWinter ? SetupStep::kSuitMarkers
                                                 : SetupStep::kShuffle);
  return s;
}

int ActorOfAnyCase(const State& s) {
  if (s.phase == Phase::kGameOver || s.winner >= 0) return kTerminalActor;
  if (s.need_shuffle || s.steal_from >= 0 || RandomDiscardDue(s) || InSetupChance(s)) return kChanceActor;
  if (PendingRemoval(s) >= 0) return ResponderSeat(s);
  if (s.decision_owed != 0) return std::countr_zero(unsigned(s.decision_owed));
  if (s.outrage_at != 0) return s.outrage_payer;
  if (s.battle.active) return BattleActor(s);
  if (s.phase == Phase::kSetup) return SetupFactionSeat(s);
  return s.turn_seat;
}

namespace {

// Which rules an event falls under: decided once per event by ValidateRouted
// and followed by ApplyInPlace, so that the pending checks (removals,
// start-of-phase windows) are not asked again.
enum class Route : uint8_t {
  kChance,
  kBattle,
  kRemovalResponse,
  kOwedDecision,
  kOutrage,
  kServices,
  kWindow,
  kOthersActions,
  kDaylightCard,
  kFaction,
};

// Always inline: ApplyInPlace's call of it, a frame per event, cost 1 to
// 1.5% of a verification (callgrind).
ABSL_ATTRIBUTE_ALWAYS_INLINE inline Verdict ValidateRouted(const State& s, const Event& e, Route* route) {
  // ActorOf's test, asked once and kept for the pending checks below.
  const bool flows = TurnFlows(s);
  const int actor = flows ? s.turn_seat : ActorOfAnyCase(s);
  if (actor == kTerminalActor) return Forbid(rules::kGameOver, "the game is over");
  if (IsChance(e.kind)) {
    if (actor != kChanceActor) return Forbid(rules::kWrongTime, "a decision is due, not chance");
    *route = Route::kChance;
    return ValidateChance(s, e);
  }
  if (e.kind == EventKind::kNone) return Nonexistent(rules::kMalformed, "empty event");
  // A defender's ambush against an attacker no ambush may meet is refused
  // with that rule, though the battle skipped its ambush step and waits for
  // the dice (battle.h AmbushAgainstAttacker).
  if (e.kind == EventKind::kAmbush && s.battle.active && e.seat == s.battle.defender)
    if (Verdict v = AmbushAgainstAttacker(s); !v.ok()) return v;
  if (actor == kChanceActor) return Forbid(rules::kWrongTime, "a chance outcome is due");
  if (e.seat != actor) {
    // root.cards.hand_limit: seed 【猫野候国】 夜フェイズ — over 5 cards, the turn ends only after discarding.
    if (s.phase == Phase::kEvening && HandSize(s, actor) > kHandLimit && PendingRemoval(s) < 0 &&
        !s.battle.active) {
      return Forbid(rules::kHandLimit,
                    "the seat to move holds more than 5 cards and must discard down to 5 "
                    "before another seat acts");
    }
    return Forbid(rules::kNotYourTurn, "another seat decides now");
  }
  if (!flows) {
    if (const int c = PendingRemoval(s); c >= 0) {
      *route = Route::kRemovalResponse;
      return Response(s).validate(s, e, c);
    }
    if (s.decision_owed != 0) {
      *route = Route::kOwedDecision;
      return RulesOf(FactionOf(s, actor)).owed_decision->validate(s, e);
    }
    if (s.outrage_at != 0) {
      *route = Route::kOutrage;
      return ValidateOutrage(s, e);
    }
    if (s.battle.active) {
      *route = Route::kBattle;
      return ValidateBattleEvent(s, e);
    }
  }
  // root.battle.ally: a battle naming a seat whose warriors fight on the
  // attacker's side is for the attacker's ally rules to allow (facts 4.3
  // Allied); the battle itself is judged where it is fought.
  // root.rule.lent_warriors: a seat that lends warriors judges a battle
  // naming it as the ally (seed 001 【河民商団】 C:傭兵業務).
  if (e.kind == EventKind::kBattle && e.b >= 0 && e.b < s.players &&
      RulesOf(FactionOf(s, e.b)).judge_lent_battle != nullptr) {
    if (Verdict v = JudgeLentWarriors(s, actor, e.a, e.target, e.b); !v.ok()) return v;
  } else if (e.kind == EventKind::kBattle && e.b >= 0) {
    const FactionRules& fr = RulesOf(FactionOf(s, actor));
    if (fr.battle_ally == nullptr)
      return Forbid(rules::kBattleAlly, "your faction battles with its own pieces only");
    if (Verdict v = fr.battle_ally(s, e.a, e.target, e.b); !v.ok()) return v;
  }
  if (s.phase != Phase::kSetup) {
    // A purchase goes to the window whether or not it is open
    // (LatePurchase, which an open window implies): the window's Open, a
    // search for an allowed purchase, is asked of the other events only.
    if (e.kind == EventKind::kBuyService ? LatePurchase(s, e) : ServicesPending(s)) {
      *route = Route::kServices;
      return ValidateServiceEvent(s, e);
    }
    if (WindowPending(s)) {
      *route = Route::kWindow;
      return ValidateWindowEvent(s, e);
    }
    // Actions on another faction in the turn seat's Daylight
    // (FactionRules::others_actions: the spy cards' looks).
    if (const OthersActions* oa; OthersActionRoute(s, e, &oa)) {
      *route = Route::kOthersActions;
      return oa->validate(s, e);
    }
    if (e.kind == EventKind::kUseCard || e.kind == EventKind::kTakeDominance ||
        e.kind == EventKind::kActivateDominance) {
      *route = Route::kDaylightCard;
      return ValidateDaylightCard(s, e);
    }
  }
  *route = Route::kFaction;
  return RulesOf(FactionOf(s, actor)).validate(s, e);
}

}  // namespace

Verdict Validate(const State& s, const Event& e) {
  Route route;
  return ValidateRouted(s, e, &route);
}

absl::Status ApplyInPlace(State* state, const Event& event) {
  State& s = *state;
  Route route;
  Verdict v = ValidateRouted(s, event, &route);
  if (!v.ok()) {
    return v.malformed() ? Malformed(v.rule(), v.why()) : Reject(v.rule(), v.why());
  }
  // Validated: from here on the event applies to `s` itself, by the rules
  // that validated it.
  switch (route) {
    case Route::kChance:
      ExecuteChance(s, event);
      break;
    case Route::kBattle:
      ExecuteBattleEvent(s, event);
      break;
    case Route::kRemovalResponse:
      Response(s).execute(s, event, PendingRemoval(s));
      break;
    case Route::kOwedDecision:
      RulesOf(FactionOf(s, event.seat)).owed_decision->execute(s, event);
      break;
    case Route::kOutrage:
      ExecuteOutrage(s, event);
      break;
    case Route::kServices:
      ExecuteServiceEvent(s, event);
      break;
    case Route::kWindow:
      ExecuteWindowEvent(s, event);
      break;
    case Route::kOthersActions:
      OthersActionsOf(s)->execute(s, event);
      break;
    case Route::kDaylightCard:
      ExecuteDaylightCard(s, event);
      break;
    case Route::kFaction:
      RulesOf(FactionOf(s, event.seat)).execute(s, event);
      break;
  }
  Advance(s);
  return absl::OkStatus();
}

absl::StatusOr<State> Apply(const State& state, const Event& event) {
  State next = state;
  absl::Status status = ApplyInPlace(&next, event);
  if (!status.ok()) return status;
  return next;
}

}  // namespace arbiter::root
