#include "engine/rumble_nation/cards.h"

#include "engine/rumble_nation/rule_ids.h"

namespace arbiter::rumble_nation {
namespace {

bool ValidArea(AreaIndex a) { return a >= 0 && a < kNumAreas; }

// Checks the takes of 上洛 and 退却: distinct real areas, each within what
// the seat has there. Returns the total, or -1 (with `why`) when invalid.
int CheckTakes(const State& s, const Event& e, absl::string_view* why) {
  int total = 0;
  for (int i = 0; i < e.take_count; ++i) {
    const Take& t = e.takes[i];
    if (!ValidArea(t.area)) {
      *why = "a take names no area";
      return -1;
    }
    for (int j = 0; j < i; ++j) {
      if (e.takes[j].area == t.area) {
        *why = "an area is named twice";
        return -1;
      }
    }
    if (t.count == 0) {
      *why = "a take of zero soldiers";
      return -1;
    }
    if (t.count > s.soldiers[e.seat][t.area]) {
      *why = "takes more soldiers than the player has in that area";
      return -1;
    }
    total += t.count;
  }
  return total;
}

// Shared shape of the "move some of your own soldiers from one area to
// another" cards.
absl::string_view CheckOwnMove(const State& s, const Event& e, int needed) {
  if (!ValidArea(e.from) || !ValidArea(e.to)) return "from and to must name areas";
  if (e.from == e.to) return "from and to are the same area";
  if (s.soldiers[e.seat][e.from] < needed) {
    return needed == 1 ? "the player has no soldier in the from area"
                       : "the player has fewer than two soldiers in the from area";
  }
  return {};
}

// Shared shape of the cards that target one opponent's soldiers.
absl::string_view CheckOpponent(const State& s, const Event& e) {
  if (e.opponent < 0 || e.opponent >= s.players) return "no opponent named";
  if (e.opponent == e.seat) return "the opponent must be another player";
  return {};
}

}  // namespace

const RuleRef& CardRule(Card card) {
  switch (card) {
    case Card::kMonomi: return rules::kMonomi;
    case Card::kYamagoe: return rules::kYamagoe;
    case Card::kSuigun: return rules::kSuigun;
    case Card::kBuntai: return rules::kBuntai;
    case Card::kShinobi: return rules::kShinobi;
    case Card::kJoraku: return rules::kJoraku;
    case Card::kKasei: return rules::kKasei;
    case Card::kMuhon: return rules::kMuhon;
    case Card::kTsuiho: return rules::kTsuiho;
    case Card::kHitojichi: return rules::kHitojichi;
    case Card::kOtori: return rules::kOtori;
    case Card::kTaikyaku: return rules::kTaikyaku;
    case Card::kNone: break;
  }
  return rules::kEventBadCard;
}

absl::string_view CardEffectViolation(const Components& c, const State& s,
                                      const Event& e) {
  const int me = e.seat;
  absl::string_view why;
  switch (e.card) {
    // rumble_nation.card.monomi: 軍略カードガイド 物見 — one soldier to a neighbour.
    case Card::kMonomi:
      if (!(why = CheckOwnMove(s, e, 1)).empty()) return why;
      if (!c.Adjacent(e.from, e.to)) return "the areas are not adjacent";
      return {};
    // rumble_nation.card.yamagoe: 軍略カードガイド 山越え — two soldiers, by land only.
    case Card::kYamagoe:
      if (!(why = CheckOwnMove(s, e, 2)).empty()) return why;
      if (!c.LandAdjacent(e.from, e.to)) return "the areas are not joined by land";
      return {};
    // rumble_nation.card.suigun: 軍略カードガイド 水軍 — two soldiers, across the sea only.
    case Card::kSuigun:
      if (!(why = CheckOwnMove(s, e, 2)).empty()) return why;
      if (!c.SeaAdjacent(e.from, e.to)) return "the areas are not joined across the sea";
      return {};
    // rumble_nation.card.buntai: 軍略カードガイド 分隊 — half (rounded down) of
    // two or more soldiers to a neighbour.
    case Card::kBuntai:
      if (!(why = CheckOwnMove(s, e, 2)).empty()) return why;
      if (!c.Adjacent(e.from, e.to)) return "the areas are not adjacent";
      return {};
    // rumble_nation.card.shinobi: 忍び (facts B.6; seed lists it unnamed) — one
    // soldier to any other area already holding the player's soldiers.
    case Card::kShinobi:
      if (!(why = CheckOwnMove(s, e, 1)).empty()) return why;
      if (s.soldiers[me][e.to] == 0) return "the player has no soldier in the to area";
      return {};
    // rumble_nation.card.joraku: 軍略カードガイド 上洛 — any number of soldiers
    // from areas adjacent to 京 into 京.
    case Card::kJoraku: {
      int total = CheckTakes(s, e, &why);
      if (total < 0) return why;
      if (total == 0) return "moves no soldier into Kyo";
      for (int i = 0; i < e.take_count; ++i) {
        if (!c.Adjacent(e.takes[i].area, c.kyoto)) {
          return "a take is from an area not adjacent to Kyo";
        }
      }
      return {};
    }
    // rumble_nation.card.kasei: 軍略カードガイド 加勢 — one soldier from the
    // supply into an area where the player already has soldiers.
    case Card::kKasei:
      if (!ValidArea(e.to)) return "to must name an area";
      if (s.supply[me] == 0) return "the player's supply is empty";
      if (s.soldiers[me][e.to] == 0) return "the player has no soldier in the to area";
      return {};
    // rumble_nation.card.muhon: 軍略カードガイド 謀叛 — replace one opponent
    // soldier with one of one's own from the supply.
    case Card::kMuhon:
      if (!(why = CheckOpponent(s, e)).empty()) return why;
      if (!ValidArea(e.from)) return "from must name the area of the replaced soldier";
      if (s.soldiers[e.opponent][e.from] == 0) return "the opponent has no soldier there";
      if (s.supply[me] == 0) return "the player's supply is empty";
      return {};
    // rumble_nation.card.tsuiho: 軍略カードガイド 追放 — push one opponent
    // soldier out of an area the player shares, into a neighbour.
    case Card::kTsuiho:
      if (!(why = CheckOpponent(s, e)).empty()) return why;
      if (!ValidArea(e.from) || !ValidArea(e.to)) return "from and to must name areas";
      if (s.soldiers[me][e.from] == 0) return "the player has no soldier in the from area";
      if (s.soldiers[e.opponent][e.from] == 0) return "the opponent has no soldier in the from area";
      if (!c.Adjacent(e.from, e.to)) return "the areas are not adjacent";
      return {};
    // rumble_nation.card.hitojichi: 軍略カードガイド 人質 — pull one opponent
    // soldier from a neighbour into an area where the player has soldiers.
    case Card::kHitojichi:
      if (!(why = CheckOpponent(s, e)).empty()) return why;
      if (!ValidArea(e.from) || !ValidArea(e.to)) return "from and to must name areas";
      if (s.soldiers[me][e.to] == 0) return "the player has no soldier in the to area";
      if (s.soldiers[e.opponent][e.from] == 0) return "the opponent has no soldier in the from area";
      if (!c.Adjacent(e.from, e.to)) return "the areas are not adjacent";
      return {};
    // rumble_nation.card.otori: 囮 (facts B.6; seed lists it unnamed) — one own
    // soldier and two of one opponent's from the same area into one neighbour.
    case Card::kOtori:
      if (!(why = CheckOpponent(s, e)).empty()) return why;
      if (!(why = CheckOwnMove(s, e, 1)).empty()) return why;
      if (s.soldiers[e.opponent][e.from] < 2) return "the opponent has fewer than two soldiers in the from area";
      if (!c.Adjacent(e.from, e.to)) return "the areas are not adjacent";
      return {};
    // rumble_nation.card.taikyaku: 軍略カードガイド 退却 — exactly three of
    // one's soldiers from the map back to the supply (the seed says three;
    // facts B.6 says two: the seed wins).
    case Card::kTaikyaku: {
      int total = CheckTakes(s, e, &why);
      if (total < 0) return why;
      if (total != 3) return "must return exactly three soldiers";
      return {};
    }
    case Card::kNone:
      break;
  }
  return "no such card";
}

void ApplyCardEffect(const Components& c, const Event& e, State* s) {
  auto& mine = s->soldiers[e.seat];
  switch (e.card) {
    case Card::kMonomi:
    case Card::kShinobi:
      --mine[e.from];
      ++mine[e.to];
      return;
    case Card::kYamagoe:
    case Card::kSuigun:
      mine[e.from] -= 2;
      mine[e.to] += 2;
      return;
    case Card::kBuntai: {
      int half = mine[e.from] / 2;
      mine[e.from] -= half;
      mine[e.to] += half;
      return;
    }
    case Card::kJoraku:
      for (int i = 0; i < e.take_count; ++i) {
        mine[e.takes[i].area] -= e.takes[i].count;
        mine[c.kyoto] += e.takes[i].count;
      }
      return;
    case Card::kKasei:
      --s->supply[e.seat];
      ++mine[e.to];
      return;
    case Card::kMuhon:
      // The replaced soldier returns to its owner's supply and may be
      // placed again (seed 軍略カードガイド 謀叛).
      --s->soldiers[e.opponent][e.from];
      ++s->supply[e.opponent];
      --s->supply[e.seat];
      ++mine[e.from];
      return;
    case Card::kTsuiho:
    case Card::kHitojichi:
      --s->soldiers[e.opponent][e.from];
      ++s->soldiers[e.opponent][e.to];
      return;
    case Card::kOtori:
      --mine[e.from];
      ++mine[e.to];
      s->soldiers[e.opponent][e.from] -= 2;
      s->soldiers[e.opponent][e.to] += 2;
      return;
    case Card::kTaikyaku:
      for (int i = 0; i < e.take_count; ++i) {
        mine[e.takes[i].area] -= e.takes[i].count;
        s->supply[e.seat] += e.takes[i].count;
      }
      return;
    case Card::kNone:
      return;
  }
}

}  // namespace arbiter::rumble_nation
