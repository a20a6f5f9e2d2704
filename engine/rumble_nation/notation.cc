#include "engine/rumble_nation/notation.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"

namespace arbiter::rumble_nation {
namespace {

std::string CardName(Card card) {
  const CardInfo& info = GetCardInfo(card);
  return absl::StrCat(info.id, " (", info.japanese, ")");
}

std::string TakesText(const Event& e) {
  std::vector<std::string> parts;
  for (int i = 0; i < e.take_count; ++i) {
    parts.push_back(absl::StrFormat("%d from %s", e.takes[i].count,
                                    AreaName(e.takes[i].area)));
  }
  return absl::StrJoin(parts, ", ");
}

std::string CardText(const Components& c, const Event& e) {
  std::string head = absl::StrCat("play ", CardName(e.card), ": ");
  switch (e.card) {
    case Card::kJoraku:
      return absl::StrCat(head, TakesText(e), " into ", AreaName(c.kyoto));
    case Card::kTaikyaku:
      return absl::StrCat(head, TakesText(e), " back to supply");
    case Card::kKasei:
      return absl::StrCat(head, "1 from supply into ", AreaName(e.to));
    case Card::kMuhon:
      return absl::StrFormat("%sreplace seat %d's soldier in %s", head,
                             e.opponent, AreaName(e.from));
    case Card::kTsuiho:
    case Card::kHitojichi:
      return absl::StrFormat("%smove seat %d's soldier %s -> %s", head,
                             e.opponent, AreaName(e.from), AreaName(e.to));
    case Card::kOtori:
      return absl::StrFormat("%smove 1 own and 2 of seat %d %s -> %s", head,
                             e.opponent, AreaName(e.from), AreaName(e.to));
    default:
      return absl::StrCat(head, AreaName(e.from), " -> ", AreaName(e.to));
  }
}

}  // namespace

std::string EventText(const Components& c, const Event& e) {
  switch (e.kind) {
    case EventKind::kDealCastles: {
      std::vector<std::string> parts;
      for (int a = 0; a < kNumAreas; ++a) {
        parts.push_back(absl::StrCat(AreaName(a), "=", e.values[a]));
      }
      return absl::StrCat("chance: castles ", absl::StrJoin(parts, " "));
    }
    case EventKind::kRevealCards: {
      std::vector<std::string> parts;
      for (int i = 0; i < e.card_count; ++i) parts.push_back(CardName(e.cards[i]));
      return absl::StrCat("chance: cards ", absl::StrJoin(parts, ", "));
    }
    case EventKind::kDice:
      return absl::StrFormat("chance: dice %d %d %d", e.faces[0], e.faces[1],
                             e.faces[2]);
    case EventKind::kRoll:
      return absl::StrFormat("seat %d: roll", e.seat);
    case EventKind::kReroll:
      return absl::StrFormat("seat %d: re-roll", e.seat);
    case EventKind::kPlace:
      return absl::StrFormat("seat %d: place %d in %s", e.seat, e.soldiers,
                             AreaName(e.area));
    case EventKind::kReinforce:
      return absl::StrFormat("seat %d: reinforce %s", e.seat, AreaName(e.to));
    case EventKind::kPlayCard:
      return absl::StrFormat("seat %d: %s", e.seat, CardText(c, e));
  }
  return "?";
}

std::string DecisionText(const State& s) {
  switch (s.phase) {
    case Phase::kDealCastles: return "setup: chance deals the castle chips onto the areas";
    case Phase::kRevealCards: return "setup: chance turns up the strategy cards";
    case Phase::kTurn:
      return absl::StrFormat("march: seat %d rolls the dice or plays a strategy card", s.to_move);
    case Phase::kDice: return absl::StrFormat("march: chance rolls seat %d's three dice", s.to_move);
    case Phase::kPlace:
      return absl::StrFormat("march: seat %d places soldiers for the dice %d %d %d%s", s.to_move,
                             s.dice[0], s.dice[1], s.dice[2],
                             s.rerolled ? "" : ", or re-rolls once");
    case Phase::kReinforce:
      return absl::StrFormat(
          "battle for the castle of value %d: seat %d chooses where its reinforcements go",
          s.battle_value, s.to_move);
    case Phase::kOver: return "the game is over";
  }
  return "";
}

std::string StateText(const Components& c, const State& s) {
  static constexpr absl::string_view kPhases[] = {
      "deal castles", "reveal cards", "turn", "dice", "place", "reinforce",
      "over"};
  std::string out = absl::StrFormat(
      "rumble_nation, %d players, phase: %s", s.players,
      kPhases[static_cast<int>(s.phase)]);
  if (s.phase != Phase::kOver && s.phase > Phase::kRevealCards) {
    absl::StrAppendFormat(&out, ", seat %d to move", s.to_move);
  }
  if (s.phase == Phase::kPlace) {
    absl::StrAppendFormat(&out, ", dice %d %d %d%s", s.dice[0], s.dice[1],
                          s.dice[2], s.rerolled ? " (re-rolled)" : "");
  }
  if (s.phase == Phase::kReinforce) {
    absl::StrAppendFormat(&out, ", resolving castle %d", s.battle_value);
  }
  out += "\n";
  std::vector<std::string> face_up;
  for (int i = 0; i < c.display_size; ++i) {
    if (s.display[i] != Card::kNone) face_up.push_back(CardName(s.display[i]));
  }
  absl::StrAppend(&out, "face-up cards: ", absl::StrJoin(face_up, ", "), "\n");
  absl::StrAppendFormat(&out, "%-11s %6s", "area", "castle");
  for (int p = 0; p < s.players; ++p) absl::StrAppendFormat(&out, "  seat%d", p);
  out += "  large  small\n";
  for (int a = 0; a < kNumAreas; ++a) {
    absl::StrAppendFormat(&out, "%-11s %6d", AreaName(a), s.castle[a]);
    for (int p = 0; p < s.players; ++p) {
      std::string cell = absl::StrCat(s.soldiers[p][a]);
      if (s.reinforcements[p][a] > 0) absl::StrAppend(&cell, "+", s.reinforcements[p][a]);
      absl::StrAppendFormat(&out, "  %5s", cell);
    }
    auto owner = [](Seat seat) {
      return seat == kNobody ? std::string("-") : absl::StrCat("seat", seat);
    };
    absl::StrAppendFormat(&out, "  %5s  %5s\n", owner(s.large_owner[a]),
                          owner(s.small_owner[a]));
  }
  for (int p = 0; p < s.players; ++p) {
    absl::StrAppendFormat(&out, "seat %d: supply %d, katana %d, card %s\n", p,
                          s.supply[p], s.katana[p],
                          s.card_used[p] == Card::kNone
                              ? std::string("-")
                              : CardName(s.card_used[p]));
  }
  return out;
}

}  // namespace arbiter::rumble_nation
