#include "engine/living_forest/notation.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "engine/living_forest/derived.h"

namespace arbiter::living_forest {
namespace {

constexpr const char* kVictoryNames[] = {"tree", "fire", "flower"};

void AppendCards(std::string& out, const uint8_t* cards, int n) {
  for (int i = 0; i < n; ++i) {
    absl::StrAppend(&out, i == 0 ? "" : " ", CardInfo(cards[i]).name);
  }
}

std::string PileText(const Pile& pile, bool top_first) {
  std::string out;
  for (int i = 0; i < pile.n; ++i) {
    const uint8_t card = pile.cards[top_first ? pile.n - 1 - i : i];
    absl::StrAppend(&out, i == 0 ? "" : " ", CardInfo(card).name);
  }
  return out;
}

}  // namespace

std::string EventText(const Event& e) {
  const std::string seat = absl::StrCat("seat ", e.seat, " ");
  std::string out;
  switch (e.type) {
    case EventType::kShuffleDeck:
      out = absl::StrCat("chance: deck of seat ", e.seat, " (top first): ");
      AppendCards(out, e.cards.data(), e.n);
      return out;
    case EventType::kShuffleStack:
      out = absl::StrCat("chance: level ", e.level + 1, " stack (top first): ");
      AppendCards(out, e.cards.data(), e.n);
      return out;
    case EventType::kReshuffle:
      out = absl::StrCat("chance: seat ", e.seat, " reshuffles (top first): ");
      AppendCards(out, e.cards.data(), e.n);
      return out;
    case EventType::kReveal: return seat + "reveal";
    case EventType::kSendAway: return seat + "send-away";
    case EventType::kStop: return seat + "stop";
    case EventType::kTakeFragment: return seat + "take-fragment";
    case EventType::kAttract: return seat + "attract";
    case EventType::kAttractCard:
      return absl::StrCat(seat, "attract-card ",
                          e.card < kNumCardKinds ? CardInfo(e.card).name : "?");
    case EventType::kEndAttract: return seat + "end-attract";
    case EventType::kExtinguish:
      return absl::StrCat(seat, "extinguish ", e.fires[0], "x2 ", e.fires[1], "x3 ",
                          e.fires[2], "x4");
    case EventType::kMove: {
      out = absl::StrCat(seat, "move ", e.steps);
      for (int i = 0; i < e.n_steals; ++i) {
        absl::StrAppend(&out, " steal-",
                        e.steals[i] < kNumVictoryKinds ? kVictoryNames[e.steals[i]] : "?");
      }
      return out;
    }
    case EventType::kPlant:
      return absl::StrCat(seat, "plant ",
                          e.tree < kNumTreeKinds ? TreeInfo(e.tree).name : "?", " at row ",
                          e.cell / kForestColumns, " column ", e.cell % kForestColumns);
  }
  return "?";
}

namespace {

constexpr absl::string_view kActionNames[] = {"-", "gather fragments", "attract guardians",
                                              "put out fire", "move on the circle",
                                              "plant a tree"};

std::string FireText(const std::array<uint8_t, kNumFireValues>& by_value) {
  std::vector<std::string> parts;
  int total = 0;
  for (int v = 0; v < kNumFireValues; ++v) {
    total += by_value[v];
    if (by_value[v]) parts.push_back(absl::StrCat(int(by_value[v]), " of value ", kFireValue[v]));
  }
  if (total == 0) return "none";
  return absl::StrCat(total, " (", absl::StrJoin(parts, ", "), ")");
}

std::string SeatList(const std::vector<int>& seats) {
  std::vector<std::string> names;
  for (int seat : seats) names.push_back(absl::StrCat("seat ", seat));
  return absl::StrJoin(names, ", ");
}

}  // namespace

std::string DecisionText(const State& s) {
  switch (s.phase) {
    case Phase::kSetup:
      return s.setup_step < s.players
                 ? absl::StrCat("setup: chance shuffles seat ", int(s.setup_step), "'s starting deck")
                 : "setup: chance shuffles the guardian stacks";
    case Phase::kGuardian: {
      std::vector<int> open;
      for (int i = 0; i < s.players; ++i) {
        const int seat = (s.holder + i) % s.players;
        if (s.p[seat].awaiting_reshuffle) {
          return absl::StrCat("guardian phase: chance reshuffles seat ", seat,
                              "'s discard pile into a new deck");
        }
        if (!s.p[seat].stopped) open.push_back(seat);
      }
      return absl::StrCat("guardian phase, round ", s.round, ": ", SeatList(open),
                          open.size() == 1 ? " may still reveal" : " may still reveal, in any order",
                          " (or send the last card away, or stop)");
    }
    case Phase::kAction: {
      const PlayerState& p = s.p[s.turn];
      std::string done = p.actions_done == 0
                             ? std::string("no action yet")
                             : absl::StrCat("done: ", kActionNames[static_cast<int>(p.actions[0])],
                                            p.actions_done > 1
                                                ? absl::StrCat(", ", kActionNames[static_cast<int>(p.actions[1])])
                                                : "");
      if (s.attracting) {
        return absl::StrCat("action phase: seat ", int(s.turn), " attracts guardians with ",
                            int(s.attract_budget), " suns left, or ends attracting");
      }
      if (s.pending == Bonus::kPlant) {
        return absl::StrCat("action phase: seat ", int(s.turn), " plants a tree as a bonus");
      }
      if (s.pending == Bonus::kExtinguish) {
        return absl::StrCat("action phase: seat ", int(s.turn), " puts out fire as a bonus");
      }
      return absl::StrCat("action phase, round ", s.round, ": seat ", int(s.turn),
                          " chooses an action (", done, ")");
    }
    case Phase::kGameOver:
      return "the game is over";
  }
  return "";
}

std::string StateText(const State& s) { return SeatText(s, kEverySeat); }

// Hidden from every seat, its owner included (seed 002 準備: decks and the
// guardian stacks are face down): the order of each deck and stack, shown as
// counts. Help lines, discards (seed: fire cards go face up onto the
// discard), forests and tokens are public.
std::string SeatText(const State& s, int viewer) {
  static constexpr absl::string_view kPhases[] = {"setup", "guardian phase", "action phase",
                                                  "game over"};
  std::string out = absl::StrCat("Living Forest, ", s.players, " players, round ", s.round, ", ",
                                 kPhases[static_cast<int>(s.phase)], "; seat ", s.holder,
                                 " holds the Sacred Tree\n");
  absl::StrAppend(&out, "fire on the Sacred Tree: ", FireText(s.centre),
                  "; fire tokens left in the supply: ", FireText(s.fire_supply), "\n");
  absl::StrAppend(&out, "fire cards still to burn: ", s.burn_cards,
                  "; fragments in stock: ", s.fragment_stock, "\n");
  for (int level = 0; level < kNumLevels; ++level) {
    absl::StrAppend(&out, "guardians of level ", level + 1, " on offer:");
    for (uint8_t card : s.display[level]) {
      absl::StrAppend(&out, " ", card == kNoCard ? "(empty)" : std::string(CardInfo(card).name));
    }
    absl::StrAppend(&out, "; ", s.stack_n[level], " left in the stack, ", s.taken[level],
                    " attracted this round\n");
  }
  int trees = 0;
  for (uint8_t n : s.dispenser) trees += n;
  absl::StrAppend(&out, "protective trees left: ", trees, "\n");
  for (int seat = 0; seat < s.players; ++seat) {
    const PlayerState& p = s.p[seat];
    const Elements el = VisibleElements(p);
    const auto cat = Categories(p);
    absl::StrAppend(&out, "seat ", seat, ": spirit on rock ", p.rock + 1, ", ", int(p.fragments),
                    " fragments; fire put out: ", FireText(p.fires), "; victory tiles: ",
                    int(p.victory[0]), " tree, ", int(p.victory[1]), " fire, ", int(p.victory[2]),
                    " flower (", cat[0] + cat[1] + cat[2], " points)\n");
    if (s.phase == Phase::kGuardian) {
      absl::StrAppend(&out, "  ", p.stopped ? "has stopped revealing" : "may still reveal",
                      p.just_revealed && !p.stopped ? "; may send the last card away" : "",
                      p.awaiting_reshuffle ? "; waits for its discard to be reshuffled" : "", "\n");
    } else if (s.phase == Phase::kAction) {
      absl::StrAppend(&out, "  actions this round: ", int(p.actions_done));
      for (int i = 0; i < p.actions_done && i < 2; ++i) {
        absl::StrAppend(&out, i ? ", " : " (", kActionNames[static_cast<int>(p.actions[i])]);
      }
      absl::StrAppend(&out, p.actions_done ? ")\n" : "\n");
    }
    absl::StrAppend(&out, "  showing: ", el[kSun], " sun, ", el[kDrop], " drop, ", el[kPlant],
                    " plant, ", el[kWind], " wind, ", el[kFlower], " flower; ",
                    UncancelledSolitary(p), " solitary\n");
    absl::StrAppend(&out, "  help line: ", PileText(p.line, false), "\n");
    if (viewer == kEverySeat) {
      absl::StrAppend(&out, "  deck (top first): ", PileText(p.deck, true), "\n");
    } else {
      absl::StrAppend(&out, "  deck: ", int(p.deck.n), " cards face down\n");
    }
    absl::StrAppend(&out, "  discard: ", PileText(p.discard, false), "\n");
    absl::StrAppend(&out, "  forest:");
    for (int cell = 0; cell < kForestCells; ++cell) {
      if (cell % kForestColumns == 0) absl::StrAppend(&out, " |");
      const uint8_t tree = p.forest[cell];
      absl::StrAppend(&out, " ",
                      tree == kNoTree ? std::string(".")
                      : tree == kStartTree ? std::string("start")
                                           : std::string(TreeInfo(tree).name.substr(4)));
    }
    absl::StrAppend(&out, " |\n");
  }
  return out;
}

}  // namespace arbiter::living_forest
