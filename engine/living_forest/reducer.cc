#include "engine/living_forest/reducer.h"

#include <array>

#include "absl/strings/str_cat.h"
#include "engine/core/rejection.h"
#include "engine/living_forest/derived.h"
#include "engine/living_forest/round_end.h"
#include "engine/living_forest/rule_ids.h"

namespace arbiter::living_forest {
namespace {

using std::array;

// True when `order` (n cards) holds exactly the multiset `counts`.
bool IsPermutationOf(const Event& e, array<int, kNumCardKinds> counts) {
  for (int i = 0; i < e.n; ++i) {
    if (--counts[e.cards[i]] < 0) return false;
  }
  for (int c : counts) {
    if (c != 0) return false;
  }
  return true;
}

// Lays `e.cards` (top first) as the pile (bottom first).
void LayPile(Pile& pile, const Event& e) {
  pile.cards.fill(kNoCard);
  for (int i = 0; i < e.n; ++i) pile.cards[e.n - 1 - i] = e.cards[i];
  pile.n = e.n;
}

void Draw(PlayerState& p) {
  const uint8_t card = p.deck.cards[--p.deck.n];
  p.deck.cards[p.deck.n] = kNoCard;
  p.line.cards[p.line.n++] = card;
  p.just_revealed = 1;
}

absl::Status ApplySetup(State& s, const Event& e) {
  // living_forest.setup.order: 準備 shuffles each deck (seat order), then the
  // three guardian stacks (level order).
  if (s.phase != Phase::kSetup) {
    return Reject(rules::kSetupOrder, "setup is already over");
  }
  const bool deck_due = s.setup_step < s.players;
  if (deck_due) {
    if (e.type != EventType::kShuffleDeck || e.seat != s.setup_step) {
      return Reject(rules::kSetupOrder,
                    absl::StrCat("the deck of seat ", s.setup_step,
                                 " must be shuffled next"));
    }
    // living_forest.setup.deck_contents: 準備 each spirit's 14 starting cards.
    array<int, kNumCardKinds> want{};
    for (int k = 0; k < kNumStartKinds; ++k) want[k] = 1;
    if (!IsPermutationOf(e, want)) {
      return Reject(rules::kSetupDeck,
                    "a starting deck is the 14 starting cards, once each");
    }
    LayPile(s.p[e.seat].deck, e);
  } else {
    const int level = s.setup_step - s.players;
    if (e.type != EventType::kShuffleStack || e.level != level) {
      return Reject(rules::kSetupOrder,
                    absl::StrCat("the level ", level + 1,
                                 " stack must be shuffled next"));
    }
    // living_forest.setup.stack_contents: 準備 cards split by level.
    array<int, kNumCardKinds> want{};
    for (int i = 0; i < kLevelSize[level]; ++i) want[kLevelFirst[level] + i] = 1;
    if (!IsPermutationOf(e, want)) {
      return Reject(rules::kSetupStack,
                    absl::StrCat("the level ", level + 1,
                                 " stack is its cards, once each"));
    }
    s.stack[level].fill(kNoCard);
    for (int i = 0; i < e.n; ++i) s.stack[level][e.n - 1 - i] = e.cards[i];
    // 準備: the top four are turned face up.
    for (int slot = 0; slot < kDisplayPerLevel; ++slot) {
      const int top = e.n - 1 - slot;
      s.display[level][slot] = s.stack[level][top];
      s.stack[level][top] = kNoCard;
    }
    s.stack_n[level] = static_cast<uint8_t>(e.n - kDisplayPerLevel);
  }
  ++s.setup_step;
  if (s.setup_step == s.players + kNumLevels) {
    s.phase = Phase::kGuardian;
    s.round = 1;
  }
  return absl::OkStatus();
}

int PendingReshuffleSeat(const State& s) {
  for (int seat = 0; seat < s.players; ++seat) {
    if (s.p[seat].awaiting_reshuffle) return seat;
  }
  return -1;
}

absl::Status ApplyGuardian(State& s, const Event& e) {
  PlayerState& p = s.p[e.seat];
  const int pending = PendingReshuffleSeat(s);
  if (e.type == EventType::kReshuffle) {
    // living_forest.guardian.reshuffle_not_due: 1.守護獣フェイズ shuffle only
    // when drawing from an empty deck.
    if (pending != e.seat) {
      return Reject(rules::kReshuffleNotDue,
                    absl::StrCat("seat ", e.seat, " is not drawing from an empty deck"));
    }
    // living_forest.guardian.reshuffle_contents: the new deck is the discard.
    array<int, kNumCardKinds> want{};
    for (int i = 0; i < p.discard.n; ++i) ++want[p.discard.cards[i]];
    if (!IsPermutationOf(e, want)) {
      return Reject(rules::kReshuffleContents,
                    "the new deck must be exactly the discard pile, reordered");
    }
    LayPile(p.deck, e);
    p.discard.cards.fill(kNoCard);
    p.discard.n = 0;
    p.awaiting_reshuffle = 0;
    Draw(p);
    return absl::OkStatus();
  }
  // living_forest.guardian.reshuffle_pending: the reshuffle is part of the draw
  // that needs it (1.守護獣フェイズ), so it comes next in the log.
  if (pending >= 0) {
    return Reject(rules::kReshufflePending,
                  absl::StrCat("seat ", pending, "'s discard pile must be reshuffled first"));
  }
  // living_forest.guardian.already_stopped: a player who stopped is done.
  if (p.stopped) {
    return Reject(rules::kStopped,
                  absl::StrCat("seat ", e.seat, " already stopped revealing"));
  }
  switch (e.type) {
    case EventType::kReveal:
      // living_forest.guardian.must_stop: 1.守護獣フェイズ 黒丸が3枚で引くのをやめる.
      if (UncancelledSolitary(p) >= kMaxSolitary) {
        return Reject(rules::kMustStop,
                      "three uncancelled solitary markers: must stop");
      }
      if (p.deck.n == 0) {
        // living_forest.guardian.nothing_to_draw: no deck and no discard.
        if (p.discard.n == 0) {
          return Reject(rules::kNothingToDraw, "deck and discard pile are empty");
        }
        p.awaiting_reshuffle = 1;
        p.just_revealed = 0;
        return absl::OkStatus();
      }
      Draw(p);
      return absl::OkStatus();
    case EventType::kSendAway: {
      // living_forest.guardian.send_away_not_just_revealed: only the card
      // just revealed (1.守護獣フェイズ 公開したばかりの).
      if (!p.just_revealed || p.line.n == 0) {
        return Reject(rules::kSendAwayNotJustRevealed,
                      "no card has just been revealed");
      }
      // living_forest.guardian.send_away_no_fragment: costs one fragment.
      if (p.fragments == 0) {
        return Reject(rules::kSendAwayNoFragment, "no fragment to spend");
      }
      --p.fragments;
      ++s.fragment_stock;
      const uint8_t card = p.line.cards[--p.line.n];
      p.line.cards[p.line.n] = kNoCard;
      if (card == kFireCard) {
        ++s.burn_cards;  // a fire card goes back to the burn board
      } else {
        p.discard.cards[p.discard.n++] = card;
      }
      p.just_revealed = 0;
      return absl::OkStatus();
    }
    case EventType::kStop: {
      p.stopped = 1;
      p.just_revealed = 0;
      bool all = true;
      for (int seat = 0; seat < s.players; ++seat) all = all && s.p[seat].stopped;
      if (all) BeginActionPhase(s);
      return absl::OkStatus();
    }
    default:
      return Reject(rules::kWrongPhase,
                    "only reveal, send-away and stop belong to the guardian phase");
  }
}

// Starts an attract with `budget` suns; closes at once when nothing fits.
void OpenAttract(State& s, int budget) {
  if (AnyAffordable(s, budget)) {
    s.attracting = 1;
    s.attract_budget = static_cast<int8_t>(Budget(budget));
  }
}

void TakeFragments(State& s, PlayerState& p, int n) {
  while (n-- > 0 && s.fragment_stock > 0) {
    --s.fragment_stock;
    ++p.fragments;
  }
}

// Opens an extinguish bonus with `extra` drops when any fire fits.
void OpenExtinguishBonus(State& s, const PlayerState& p, int extra) {
  if (AnyFireWithin(s, VisibleElements(p)[kDrop] + extra)) {
    s.pending = Bonus::kExtinguish;
    s.bonus_extra = static_cast<int8_t>(extra);
  }
}

absl::Status DoAttractCard(State& s, PlayerState& p, const Event& e) {
  // living_forest.attract.not_displayed: only the display's cards.
  int level = GuardianLevel(e.card);
  int slot = -1;
  if (level >= 0) {
    for (int i = 0; i < kDisplayPerLevel; ++i) {
      if (s.display[level][i] == e.card) slot = i;
    }
  }
  if (slot < 0) {
    return Reject(rules::kNotDisplayed,
                  absl::StrCat(CardInfo(e.card).name, " is not in the display"));
  }
  // living_forest.attract.over_budget: total cost at most the suns.
  const int cost = CardInfo(e.card).cost;
  if (cost > s.attract_budget) {
    return Reject(rules::kAttractOverBudget,
                  absl::StrCat(CardInfo(e.card).name, " costs ", cost, ", ",
                               static_cast<int>(s.attract_budget), " suns left"));
  }
  s.display[level][slot] = kNoCard;  // not refilled until the round ends
  p.deck.cards[p.deck.n++] = e.card;  // on top of the deck
  ++s.taken[level];
  s.attract_budget = static_cast<int8_t>(s.attract_budget - cost);
  if (!AnyAffordable(s, s.attract_budget)) s.attracting = 0;
  return absl::OkStatus();
}

absl::Status DoExtinguish(State& s, PlayerState& p, const Event& e, int extra) {
  // living_forest.extinguish.not_in_centre: only tokens that are there.
  int value = 0;
  for (int v = 0; v < kNumFireValues; ++v) {
    if (e.fires[v] > s.centre[v]) {
      return Reject(rules::kNotInCentre,
                    absl::StrCat("only ", s.centre[v], " fire(s) of value ",
                                 kFireValue[v], " in the centre"));
    }
    value += e.fires[v] * kFireValue[v];
  }
  // living_forest.extinguish.over_budget: total value at most the drops.
  const int drops = Budget(VisibleElements(p)[kDrop] + extra);
  if (value > drops) {
    return Reject(rules::kExtinguishOverBudget,
                  absl::StrCat("fires worth ", value, " exceed ", drops, " drops"));
  }
  for (int v = 0; v < kNumFireValues; ++v) {
    s.centre[v] = static_cast<uint8_t>(s.centre[v] - e.fires[v]);
    p.fires[v] = static_cast<uint8_t>(p.fires[v] + e.fires[v]);
  }
  return absl::OkStatus();
}

absl::Status DoPlant(State& s, PlayerState& p, const Event& e) {
  // living_forest.plant.none_left: a tile still in the dispensers.
  if (s.dispenser[e.tree] == 0) {
    return Reject(rules::kPlantNoneLeft,
                  absl::StrCat("no ", TreeInfo(e.tree).name, " left"));
  }
  // living_forest.plant.over_budget: cost at most the plants.
  const int plants = VisibleElements(p)[kPlant];
  if (TreeInfo(e.tree).cost > plants) {
    return Reject(rules::kPlantOverBudget,
                  absl::StrCat(TreeInfo(e.tree).name, " costs ",
                               TreeInfo(e.tree).cost, ", ", plants, " plants"));
  }
  // living_forest.plant.occupied / not_adjacent: an empty space next to a tree.
  if (p.forest[e.cell] != kNoTree) {
    return Reject(rules::kPlantOccupied, "that space already holds a tree");
  }
  if (!CanPlantAt(p, e.cell)) {
    return Reject(rules::kPlantNotAdjacent,
                  "a tree must be planted orthogonally next to another");
  }
  --s.dispenser[e.tree];
  p.forest[e.cell] = e.tree;
  // Corner bonus, at once (facts A.8).
  switch (CornerBonusAt(e.cell)) {
    case CornerBonus::kAttractPlus3:
      OpenAttract(s, VisibleElements(p)[kSun] + 3);
      break;
    case CornerBonus::kTwoFragments:
      TakeFragments(s, p, 2);
      break;
    case CornerBonus::kExtinguishPlus2:
      OpenExtinguishBonus(s, p, 2);
      break;
    case CornerBonus::kNone:
      break;
  }
  return absl::OkStatus();
}

absl::Status DoMove(State& s, int seat, const Event& e) {
  PlayerState& p = s.p[seat];
  // living_forest.move.no_steps / over_wind: 1..wind counted rocks.
  if (e.steps == 0) return Reject(rules::kMoveNoSteps, "a move covers at least one rock");
  const int wind = VisibleElements(p)[kWind];
  if (e.steps > wind) {
    return Reject(rules::kMoveOverWind,
                  absl::StrCat(static_cast<int>(e.steps), " steps exceed ", wind, " wind"));
  }
  int pos = p.rock;
  int counted = 0;
  int k = 0;
  while (counted < e.steps) {
    pos = (pos + 1) % kNumRocks;
    int other = -1;
    for (int q = 0; q < s.players; ++q) {
      if (q != seat && s.p[q].rock == pos) other = q;
    }
    if (other < 0) {
      ++counted;
      continue;
    }
    // Occupied rocks are skipped, not counted; one victory tile of the
    // mover's choice from each spirit passed that still has one.
    PlayerState& victim = s.p[other];
    if (victim.victory[0] + victim.victory[1] + victim.victory[2] == 0) continue;
    // living_forest.move.steal_count: one choice per such spirit.
    if (k >= e.n_steals) {
      return Reject(rules::kStealCount,
                    absl::StrCat("passing seat ", other, " takes a victory tile; none named"));
    }
    const uint8_t kind = e.steals[k++];
    // living_forest.move.steal_not_held: the tile must be the victim's.
    if (victim.victory[kind] == 0) {
      return Reject(rules::kStealNotHeld,
                    absl::StrCat("seat ", other, " holds no such victory tile"));
    }
    --victim.victory[kind];
    ++p.victory[kind];
  }
  if (k != e.n_steals) {
    return Reject(rules::kStealCount, "more victory tiles named than spirits passed");
  }
  p.rock = static_cast<uint8_t>(pos);
  // The landing rock's bonus, at once (facts A.9).
  const Elements el = VisibleElements(p);
  switch (RockBonusAt(pos)) {
    case RockBonus::kPlant:
      if (CanPlantAnything(s, p, el[kPlant])) s.pending = Bonus::kPlant;
      break;
    case RockBonus::kFragment:
      TakeFragments(s, p, 1);
      break;
    case RockBonus::kAttract:
      OpenAttract(s, el[kSun]);
      break;
    case RockBonus::kExtinguish:
      OpenExtinguishBonus(s, p, 0);
      break;
  }
  return absl::OkStatus();
}

ActionKind KindOf(EventType type) {
  switch (type) {
    case EventType::kTakeFragment: return ActionKind::kFragment;
    case EventType::kAttract: return ActionKind::kAttract;
    case EventType::kExtinguish: return ActionKind::kExtinguish;
    case EventType::kMove: return ActionKind::kMove;
    case EventType::kPlant: return ActionKind::kPlant;
    default: return ActionKind::kNone;
  }
}

absl::Status ApplyAction(State& s, const Event& e) {
  // living_forest.action.turn_order: 2.アクションフェイズ 聖樹マーカーを持つプレイヤーから順に.
  if (e.seat != s.turn) {
    return Reject(rules::kTurnOrder,
                  absl::StrCat("seat ", static_cast<int>(s.turn), " is acting, not seat ",
                               static_cast<int>(e.seat)));
  }
  PlayerState& p = s.p[e.seat];
  absl::Status done;
  if (e.type == EventType::kAttractCard || e.type == EventType::kEndAttract) {
    // living_forest.attract.not_attracting: cards are taken within an attract.
    if (!s.attracting) {
      return Reject(rules::kNotAttracting, "no attract action is open");
    }
    if (e.type == EventType::kEndAttract) {
      s.attracting = 0;
    } else {
      done = DoAttractCard(s, p, e);
    }
  } else if (s.attracting) {
    // living_forest.attract.in_progress: finish the open attract first.
    return Reject(rules::kAttractOpen, "an attract action is still open");
  } else if (s.pending != Bonus::kNone) {
    // living_forest.action.bonus_pending: 即座に実行する, before anything else.
    const bool plant = s.pending == Bonus::kPlant;
    if (e.type != (plant ? EventType::kPlant : EventType::kExtinguish)) {
      return Reject(rules::kBonusPending,
                    plant ? "the plant bonus must be resolved first"
                          : "the extinguish bonus must be resolved first");
    }
    const int extra = s.bonus_extra;
    s.pending = Bonus::kNone;
    s.bonus_extra = 0;
    done = plant ? DoPlant(s, p, e) : DoExtinguish(s, p, e, extra);
  } else {
    const ActionKind kind = KindOf(e.type);
    if (kind == ActionKind::kNone) {
      return Reject(rules::kWrongPhase, "not an action of the action phase");
    }
    // living_forest.action.same_twice: two different actions, unless Tree11
    // (facts A.7) stands in the forest.
    if (p.actions_done == 1 && p.actions[0] == kind && !OwnsTree(p, kSameActionTree)) {
      return Reject(rules::kSameTwice, "the two actions must be different");
    }
    p.actions[p.actions_done++] = kind;
    switch (kind) {
      case ActionKind::kFragment:
        // living_forest.fragment.stock_empty: 欠片トークンを取る from the stock.
        if (s.fragment_stock == 0) {
          return Reject(rules::kFragmentStockEmpty, "the fragment stock is empty");
        }
        TakeFragments(s, p, 1);
        break;
      case ActionKind::kAttract:
        OpenAttract(s, VisibleElements(p)[kSun]);
        break;
      case ActionKind::kExtinguish:
        done = DoExtinguish(s, p, e, 0);
        break;
      case ActionKind::kMove:
        done = DoMove(s, e.seat, e);
        break;
      case ActionKind::kPlant:
        done = DoPlant(s, p, e);
        break;
      case ActionKind::kNone:
        break;
    }
  }
  if (!done.ok()) return done;
  // The turn passes once the actions and their bonuses are done.
  if (!s.attracting && s.pending == Bonus::kNone &&
      p.actions_done >= ActionsAllowed(p)) {
    const int next = s.turn + 1 == s.players ? 0 : s.turn + 1;  // turn < players
    if (next == s.holder) {
      EndActionPhase(s);
    } else {
      s.turn = static_cast<uint8_t>(next);
    }
  }
  return absl::OkStatus();
}

}  // namespace

absl::Status ApplyInPlace(State& state, const Event& event) {
  if (event.seat >= state.players) {
    return Malformed(rules::kBadSeat,
                     absl::StrCat("seat ", event.seat, " is beyond the table"));
  }
  if (state.phase == Phase::kGameOver) {
    return Reject(rules::kGameOver, "the game is over; no event may follow");
  }
  if (event.type == EventType::kShuffleDeck ||
      event.type == EventType::kShuffleStack || state.phase == Phase::kSetup) {
    return ApplySetup(state, event);
  }
  switch (event.type) {
    case EventType::kReveal:
    case EventType::kReshuffle:
    case EventType::kSendAway:
    case EventType::kStop:
      // living_forest.phase.wrong_phase: 1.守護獣フェイズ events only then.
      if (state.phase != Phase::kGuardian) {
        return Reject(rules::kWrongPhase, "the guardian phase is over");
      }
      return ApplyGuardian(state, event);
    default:
      if (state.phase != Phase::kAction) {
        return Reject(rules::kWrongPhase, "the action phase has not begun");
      }
      return ApplyAction(state, event);
  }
}

absl::StatusOr<State> Apply(const State& state, const Event& event) {
  State next = state;
  absl::Status status = ApplyInPlace(next, event);
  if (!status.ok()) return status;
  return next;
}

}  // namespace arbiter::living_forest
