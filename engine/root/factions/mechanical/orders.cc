#include "engine/root/factions/mechanical/orders.h"

#include <algorithm>

#include "engine/root/board.h"
#include "engine/root/factions/mechanical/mechanical.h"

namespace arbiter::root::mechanical {
namespace {

// Setup letters from the boards' backs (facts 10.1.4), by engine Faction:
// Marquise A, Eyrie B, Alliance C, Vagabond D, Riverfolk Company G, Lizard
// Cult F; the automa itself A (it never defends against itself).
constexpr std::array<uint8_t, kNumFactions> kSetupLetter = {0, 1, 2, 3, 6, 5, 0};

int EnemyPieces(const State& s, int c) {
  int n = 0;
  for (int seat = 0; seat < s.players; ++seat)
    if (s.faction[seat] != kBot) n += PiecesIn(s, seat, c);
  return n;
}

}  // namespace

bool OrderMatches(const State& s, Suit order_suit, int c) {
  return order_suit == Suit::kBird || s.suit[c] == order_suit;
}

int PiecesIn(const State& s, int seat, int c) {
  const Faction f = s.faction[seat];
  const FactionRules& fr = RulesOf(f);
  int n = s.warriors[Fi(f)][c] + FactionBuildings(s, f, c) + FactionTokens(s, f, c);
  if (fr.pawn_in != nullptr && fr.pawn_in(s, c)) ++n;
  return n;
}

int BattleDefender(const State& s, int c) {
  // root.mechanical.battle: seed 001 1.戦闘 — most pieces > most VP > setup order.
  if (s.warriors[Fi(kBot)][c] == 0) return -1;
  // Each seat's pieces counted once (they were counted up to three times a
  // seat: BattleDefender ~140 instructions a call, callgrind, mech slice);
  // RootMechanical.BattleDefenderAsThePlainComparisonSays keeps the plain one.
  int best = -1, best_pieces = 0;
  for (int seat = 0; seat < s.players; ++seat) {
    if (s.faction[seat] == kBot) continue;
    const int pieces = PiecesIn(s, seat, c);
    if (pieces == 0) continue;
    const bool better =
        best < 0 || pieces > best_pieces ||
        (pieces == best_pieces &&
         (s.vp[seat] > s.vp[best] ||
          (s.vp[seat] == s.vp[best] && kSetupLetter[Fi(s.faction[seat])] < kSetupLetter[Fi(s.faction[best])])));
    if (better) best = seat, best_pieces = pieces;
  }
  return best;
}

MoveStep DeriveMove(const State& s, Suit order_suit, int from) {
  // root.mechanical.move: seed 001 2.移動 — from a matching clearing with four
  // or more of its warriors, all but three, to the adjacent clearing with the
  // most enemy pieces, ties to the lowest chart number (the clearing number,
  // facts 10.1.6). Whether the move needs rule is not said (facts 10.1.7):
  // it moves as the seed says, without the rule check (README).
  MoveStep out;
  const int here = s.warriors[Fi(kBot)][from];
  if (here < 4 || !OrderMatches(s, order_suit, from)) return out;
  const MapDef& map = MapOf(s);
  int best = -1, most = -1;
  for (int c = 0; c < kNumClearings; ++c) {
    if (!map.Adjacent(from, c)) continue;
    const int enemies = EnemyPieces(s, c);
    if (enemies > most) best = c, most = enemies;
  }
  if (best < 0) return out;
  out.from = int8_t(from);
  out.to = int8_t(best);
  out.n = int8_t(here - 3);
  return out;
}

RecruitCase RecruitCaseOf(int card) {
  const auto& cost = kCards[card].cost;
  const int suits = (cost[0] > 0) + (cost[1] > 0) + (cost[2] > 0);
  if (cost[0] + cost[1] + cost[2] + cost[3] == 0) return RecruitCase::kNoCost;
  if (cost[3] == 4 && suits == 0) return RecruitCase::kKeep;
  if (cost[3] == 0 && suits == 3 && cost[0] == 1 && cost[1] == 1 && cost[2] == 1) return RecruitCase::kEachSuit;
  if (cost[3] == 0 && suits == 1 && cost[0] + cost[1] + cost[2] <= 3) return RecruitCase::kOneSuit;
  return RecruitCase::kOther;
}

std::array<uint8_t, kNumClearings> RecruitWanted(const State& s, int card) {
  // root.mechanical.recruit: seed 001 3.募兵, by the crafting cost.
  std::array<uint8_t, kNumClearings> out{};
  const auto& cost = kCards[card].cost;
  // The clearings it rules, once (RulesClearing per clearing asked RulersOf
  // up to 12 times: ApplyRecruit ~1,260 instructions a call, callgrind, mech slice).
  const auto ruled = [&s] { return RuledBy(s, kBot); };
  switch (RecruitCaseOf(card)) {
    case RecruitCase::kOneSuit: {
      const uint16_t mask = ruled();
      for (int c = 0; c < kNumClearings; ++c) {
        const int suit = int(s.suit[c]);
        if (suit < kNumClearingSuits && cost[suit] > 0 && ((mask >> c) & 1)) out[c] = cost[suit];
      }
      break;
    }
    case RecruitCase::kEachSuit: {
      const uint16_t mask = ruled();
      for (int c = 0; c < kNumClearings; ++c)
        if ((mask >> c) & 1) out[c] = 1;
      break;
    }
    case RecruitCase::kKeep:
      // The seed's [五角形シンボル] read as the four any-suit icons (facts
      // 10.1.4); no keep on the map: nowhere to place (facts 10.1.7, README).
      if (s.mechanical.keep >= 0) out[s.mechanical.keep] = kMechKeepRecruit;
      break;
    case RecruitCase::kNoCost:
    case RecruitCase::kOther:
      break;
  }
  return out;
}

int ApplyRecruit(State& s, int card) {
  const std::array<uint8_t, kNumClearings> wanted = RecruitWanted(s, card);
  int placed = 0;
  for (int c = 0; c < kNumClearings; ++c) {
    const int n = std::min<int>(wanted[c], s.warrior_supply[Fi(kBot)]);
    if (n > 0) PlaceWarriors(s, kBot, c, n);
    placed += n;
  }
  return placed;
}

int RefillOrders(State& s) {
  // root.mechanical.refill: seed 001 夜フェイズ《実行命令の補充》.
  MechanicalBoard& b = s.mechanical;
  const int seat = SeatOf(s, kBot);
  uint64_t orders = Orders(b);
  std::array<int8_t, kMechOrders> kept;
  kept.fill(-1);
  int n = 0;
  for (int i = 0; i < kMechOrders; ++i) {
    const int card = b.row[i];
    if (card < 0) continue;
    if (i < b.revealed) {
      orders &= ~Bit(card);
      DiscardCard(s, seat, card);
    } else {
      kept[n++] = int8_t(card);
    }
  }
  b.revealed = 0;
  int drawn = 0;
  for (; n < kMechOrders && s.deck_size > 0; ++n, ++drawn) {
    const int card = s.deck[--s.deck_size];
    kept[n] = int8_t(card);
    orders |= Bit(card);
  }
  b.row = kept;
  SetOrders(b, orders);
  return drawn;
}

}  // namespace arbiter::root::mechanical
