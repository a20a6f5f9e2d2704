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

std::string StateText(const State& s) {
  static constexpr const char* kPhases[] = {"setup", "guardian", "action", "game over"};
  std::string out = absl::StrCat(
      "living_forest players=", s.players, " phase=", kPhases[static_cast<int>(s.phase)],
      " round=", s.round, " holder=", s.holder, " turn=", s.turn,
      " setup_step=", s.setup_step, "\n");
  absl::StrAppend(&out, "centre fires (2/3/4): ", s.centre[0], "/", s.centre[1], "/",
                  s.centre[2], "  supply: ", s.fire_supply[0], "/", s.fire_supply[1], "/",
                  s.fire_supply[2], "  burn board: ", s.burn_cards,
                  " fire cards, ", s.fragment_stock, " fragments\n");
  for (int level = 0; level < kNumLevels; ++level) {
    absl::StrAppend(&out, "display L", level + 1, ":");
    for (uint8_t card : s.display[level]) {
      absl::StrAppend(&out, " ", card == kNoCard ? "-" : std::string(CardInfo(card).name));
    }
    absl::StrAppend(&out, "  (stack ", s.stack_n[level], ", taken ", s.taken[level], ")\n");
  }
  absl::StrAppend(&out, "dispenser: ", absl::StrJoin(s.dispenser, " "),
                  "  pending bonus=", static_cast<int>(s.pending), " extra=",
                  s.bonus_extra, " attracting=", s.attracting, " budget=",
                  s.attract_budget, " winners=", s.winners_mask, "\n");
  for (int seat = 0; seat < s.players; ++seat) {
    const PlayerState& p = s.p[seat];
    const Elements el = VisibleElements(p);
    const auto cat = Categories(p);
    absl::StrAppend(&out, "seat ", seat, ": rock ", p.rock, " fragments ", p.fragments,
                    " fires ", p.fires[0], "/", p.fires[1], "/", p.fires[2],
                    " victory ", p.victory[0], "/", p.victory[1], "/", p.victory[2],
                    " stopped=", p.stopped, " just=", p.just_revealed,
                    " reshuffle=", p.awaiting_reshuffle, " actions=", p.actions_done,
                    " acts=", static_cast<int>(p.actions[0]), ",", static_cast<int>(p.actions[1]), "\n");
    absl::StrAppend(&out, "  elements sun/drop/plant/wind/flower ", absl::StrJoin(el, "/"),
                    "  solitary ", UncancelledSolitary(p), "  categories ",
                    absl::StrJoin(cat, "/"), "\n");
    absl::StrAppend(&out, "  line: ", PileText(p.line, false), "\n");
    absl::StrAppend(&out, "  deck (top first): ", PileText(p.deck, true), "\n");
    absl::StrAppend(&out, "  discard: ", PileText(p.discard, false), "\n");
    absl::StrAppend(&out, "  forest:");
    for (int cell = 0; cell < kForestCells; ++cell) {
      if (cell % kForestColumns == 0) absl::StrAppend(&out, " |");
      const uint8_t tree = p.forest[cell];
      absl::StrAppend(&out, " ",
                      tree == kNoTree ? std::string(".")
                      : tree == kStartTree ? std::string("S")
                                           : std::string(TreeInfo(tree).name.substr(4)));
    }
    absl::StrAppend(&out, "\n");
  }
  return out;
}

}  // namespace arbiter::living_forest
