#include "engine/root/actions.h"

#include "engine/root/battle.h"
#include "engine/root/board.h"

namespace arbiter::root {

Verdict ValidateMove(const State& s, Faction f, int from, int to, int n) {
  if (!ValidClearing(from) || !ValidClearing(to))
    return Nonexistent(rules::kNoSuchClearing, "no such clearing");
  // root.move.path: seed 【移動】 道で繋がった隣の広場へ (and the rivers a
  // faction's rules make paths: FactionRules::move_paths).
  uint16_t rule_free;
  const uint16_t paths = MovePaths(s, f, from, &rule_free);
  if (!((paths >> to) & 1))
    return Forbid(rules::kMovePath, "no path joins the two clearings");
  // root.move.warriors: seed 【移動】 任意の数のコマ (at least one of yours).
  if (n < 1 || n > s.warriors[Fi(f)][from])
    return Forbid(rules::kMoveWarriors, "not that many warriors in the origin");
  // root.move.rule: seed 【移動】 移動元もしくは移動先を支配.
  const uint16_t ruled = RuledBy(s, f);
  if (!((ruled >> from) & 1) && !((ruled >> to) & 1) && !((rule_free >> to) & 1))
    return Forbid(rules::kMoveRule, "rules neither the origin nor the destination");
  return Allowed();
}

uint16_t MoveDestinations(const State& s, Faction f, int from, uint16_t ruled) {
  if (s.warriors[Fi(f)][from] == 0) return 0;
  uint16_t rule_free;
  const uint16_t paths = MovePaths(s, f, from, &rule_free);
  // root.move.rule: seed 【移動】 移動元もしくは移動先を支配.
  return ((ruled >> from) & 1) ? paths : uint16_t(paths & (ruled | rule_free));
}

void ListMoves(const State& s, Faction f, int from, Event proto, EventSink sink) {
  const int have = s.warriors[Fi(f)][from];
  if (have == 0) return;
  const uint16_t to_mask = MoveDestinations(s, f, from, RuledBy(s, f));
  for (int to = 0; to < kNumClearings; ++to) {
    if (!((to_mask >> to) & 1)) continue;
    for (int n = 1; n <= have; ++n) {
      Event e = proto;
      e.kind = EventKind::kMove;
      e.a = int8_t(from), e.b = int8_t(to), e.n = int8_t(n);
      sink(e);
    }
  }
}

Verdict JudgeLentWarriors(const State& s, int attacker, int clearing, int defender, int ally) {
  for (int seat = 0; seat < s.players; ++seat) {
    const FactionRules& fr = RulesOf(FactionOf(s, seat));
    if (fr.judge_lent_battle == nullptr) continue;
    if (Verdict v = fr.judge_lent_battle(s, attacker, clearing, defender, ally == seat); !v.ok()) return v;
  }
  return Allowed();
}

Verdict ValidateBattleTarget(const State& s, int attacker, int clearing,
                             int defender) {
  if (!ValidClearing(clearing))
    return Nonexistent(rules::kNoSuchClearing, "no such clearing");
  if (defender < 0 || defender >= s.players)
    return Nonexistent(rules::kBattleTarget, "no such seat");
  if (defender == attacker)
    return Forbid(rules::kBattleTarget, "cannot battle yourself");
  if (!Fights(s, FactionOf(s, attacker), clearing))
    return Forbid(rules::kBattleTarget, "no warriors of yours in the clearing");
  if (Verdict v = JudgeLentWarriors(s, attacker, clearing, defender, -1); !v.ok()) return v;
  if (!HasPieces(s, FactionOf(s, defender), clearing))
    return Forbid(rules::kBattleTarget, "the defender has no pieces there");
  return Allowed();
}

void ListBattles(const State& s, int attacker, int clearing, Event proto,
                 EventSink sink) {
  if (!Fights(s, FactionOf(s, attacker), clearing)) return;
  for (int d = 0; d < s.players; ++d) {
    if (d == attacker || !HasPieces(s, FactionOf(s, d), clearing)) continue;
    if (!JudgeLentWarriors(s, attacker, clearing, d, -1).ok()) continue;
    Event e = proto;
    e.kind = EventKind::kBattle;
    e.a = int8_t(clearing), e.target = int8_t(d);
    sink(e);
    // With warriors lent to it on its side (the Company's mercenaries).
    if (int borrower = -1, lender = LenderSeat(s, &borrower);
        lender >= 0 && borrower == attacker && JudgeLentWarriors(s, attacker, clearing, d, lender).ok()) {
      Event w = e;
      w.b = int8_t(lender);
      sink(w);
    }
    // With an ally's warriors on its side, where its rules allow one.
    const FactionRules& fr = RulesOf(FactionOf(s, attacker));
    if (fr.battle_ally == nullptr) continue;
    for (int ally = 0; ally < s.players; ++ally) {
      if (!fr.battle_ally(s, clearing, d, ally).ok()) continue;
      Event w = e;
      w.b = int8_t(ally);
      sink(w);
    }
  }
}

namespace {

bool DuplicatePersistent(const State& s, int seat, int card) {
  for (uint64_t m = s.play_area[seat]; m; m &= m - 1) {
    int other = std::countr_zero(m);
    if (kCards[other].effect == kCards[card].effect) return true;
  }
  return false;
}

// root.craft.favor: seed 【クラフト】「即時効果」 — remove every enemy piece in
// the clearings of the card's suit; buildings and tokens score as removals.
void ResolveFavor(State& s, int seat, Suit suit) {
  Faction own = FactionOf(s, seat);
  for (int c = 0; c < kNumClearings; ++c) {
    if (s.suit[c] != suit) continue;
    for (int fi = 0; fi < kNumFactions; ++fi) {
      Faction f = Faction(fi);
      if (f == own || !Playing(s, f)) continue;
      RemoveAllOf(s, f, c, seat);
    }
  }
}

}  // namespace

Verdict ValidateCraft(const State& s, int seat, const Event& e) {
  if (!ValidCard(e.card)) return Nonexistent(rules::kMalformed, "no such card");
  if (!InHand(s, seat, e.card))
    return Forbid(rules::kCardNotInHand, "the card is not in your hand");
  const CardDef& card = kCards[e.card];
  if (!card.Craftable())
    return Forbid(rules::kCraftable, "the card has no crafting effect");
  const FactionRules& fr = RulesOf(FactionOf(s, seat));
  int total = 0;
  for (int i = 0; i < kNumClearingSuits; ++i) {
    if (e.uses[i] < card.cost[i])
      return Forbid(rules::kCraftPieces, "the pieces do not match the cost");
    if (e.uses[i] > fr.crafting_pieces(s, Suit(i)))
      return Forbid(rules::kCraftPieces, "not enough unused crafting pieces");
    total += e.uses[i] - card.cost[i];
  }
  if (total != card.cost[3])
    return Forbid(rules::kCraftPieces, "the pieces do not match the cost");
  if (card.effect == CardEffect::kItem && s.item_supply[int(card.item)] == 0)
    return Forbid(rules::kCraftItem, "the item is not in the supply");
  if (card.Persistent() && DuplicatePersistent(s, seat, e.card))
    return Forbid(rules::kCraftDuplicate, "a card of that name is already in play");
  return Allowed();
}

void ExecuteCraft(State& s, int seat, const Event& e) {
  const CardDef& card = kCards[e.card];
  const FactionRules& fr = RulesOf(FactionOf(s, seat));
  for (int i = 0; i < kNumClearingSuits; ++i)
    fr.use_crafting_pieces(s, Suit(i), e.uses[i]);
  s.hand[seat] &= ~Bit(e.card);
  switch (card.effect) {
    case CardEffect::kItem:
      --s.item_supply[int(card.item)];
      // A faction with a satchel puts the item there (seed 【放浪部族】 アイテム).
      if (fr.gain_item != nullptr) fr.gain_item(s, card.item);
      else ++s.items[seat][int(card.item)];
      DiscardCard(s, seat, e.card);
      AddVp(s, seat, fr.craft_vp(s, card.vp), Score::kCrafting);
      break;
    case CardEffect::kFavor:
      DiscardCard(s, seat, e.card);
      ResolveFavor(s, seat, card.suit);
      break;
    default:
      s.play_area[seat] |= Bit(e.card);
      break;
  }
}

void ListCrafts(const State& s, int seat, EventSink sink) {
  const FactionRules& fr = RulesOf(FactionOf(s, seat));
  int avail[kNumClearingSuits];
  for (int i = 0; i < kNumClearingSuits; ++i)
    avail[i] = fr.crafting_pieces(s, Suit(i));
  for (uint64_t m = s.hand[seat]; m; m &= m - 1) {
    int c = std::countr_zero(m);
    const CardDef& card = kCards[c];
    if (!card.Craftable()) continue;
    int any = card.cost[3];
    // Every split of the any-suit cost over the three suits.
    for (int fx = 0; fx <= any; ++fx) {
      for (int rb = 0; rb + fx <= any; ++rb) {
        int ms = any - fx - rb;
        Event e;
        e.kind = EventKind::kCraft;
        e.seat = int8_t(seat);
        e.card = int8_t(c);
        e.uses = {int8_t(card.cost[0] + fx), int8_t(card.cost[1] + rb),
                  int8_t(card.cost[2] + ms)};
        if (e.uses[0] > avail[0] || e.uses[1] > avail[1] || e.uses[2] > avail[2])
          continue;
        if (ValidateCraft(s, seat, e).ok()) sink(e);
      }
    }
  }
}

Verdict ValidateHandLimitDiscard(const State& s, int seat, const Event& e) {
  if (!ValidCard(e.card)) return Nonexistent(rules::kMalformed, "no such card");
  if (!InHand(s, seat, e.card))
    return Forbid(rules::kCardNotInHand, "the card is not in your hand");
  if (HandSize(s, seat) <= kHandLimit)
    return Forbid(rules::kHandLimit, "the hand is already within the limit");
  return Allowed();
}

void ListHandLimitDiscards(const State& s, int seat, EventSink sink) {
  if (HandSize(s, seat) <= kHandLimit) return;
  for (uint64_t m = s.hand[seat]; m; m &= m - 1) {
    Event e;
    e.kind = EventKind::kDiscard;
    e.seat = int8_t(seat);
    e.card = int8_t(std::countr_zero(m));
    sink(e);
  }
}

}  // namespace arbiter::root
