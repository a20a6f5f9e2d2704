#include "engine/root/battle.h"

#include <algorithm>
#include <bit>

#include "engine/core/game.h"
#include "engine/root/board.h"

namespace arbiter::root {
namespace {

bool HasCardEffect(uint64_t cards, CardEffect effect) {
  for (uint64_t m = cards; m; m &= m - 1)
    if (kCards[std::countr_zero(m)].effect == effect) return true;
  return false;
}

int FirstWithEffect(uint64_t cards, CardEffect effect) {
  for (uint64_t m = cards; m; m &= m - 1)
    if (kCards[std::countr_zero(m)].effect == effect) return std::countr_zero(m);
  return -1;
}

// Ambush cards in `seat`'s hand usable in the battle's clearing.
uint64_t UsableAmbushes(const State& s, int seat) {
  uint64_t out = 0;
  Suit suit = s.suit[s.battle.clearing];
  for (uint64_t m = s.hand[seat]; m; m &= m - 1) {
    int c = std::countr_zero(m);
    if (kCards[c].effect == CardEffect::kAmbush && PaysFor(kCards[c].suit, suit))
      out |= Bit(c);
  }
  return out;
}

// Battle cards the side deciding now may still use.
uint64_t UsableBattleCards(const State& s) {
  const BattleState& b = s.battle;
  uint64_t out = 0;
  if (b.stage == BattleStage::kAttackerCards) {
    uint64_t area = s.play_area[b.attacker];
    int bt = FirstWithEffect(area, CardEffect::kBrutalTactics);
    if (bt >= 0 && !b.brutal_used) out |= Bit(bt);
    int ar = FirstWithEffect(area, CardEffect::kArmorers);
    if (ar >= 0 && !b.armor_attacker) out |= Bit(ar);
  } else if (b.stage == BattleStage::kDefenderCards) {
    uint64_t area = s.play_area[b.defender];
    int sp = FirstWithEffect(area, CardEffect::kSappers);
    if (sp >= 0 && !b.sappers_used) out |= Bit(sp);
    int ar = FirstWithEffect(area, CardEffect::kArmorers);
    if (ar >= 0 && !b.armor_defender) out |= Bit(ar);
  }
  return out;
}

int Removable(const State& s, Faction f, int c) {
  return FactionBuildings(s, f, c) + FactionTokens(s, f, c);
}

// Warriors of the seat fighting on the attacker's side in the clearing.
int AllyWarriors(const State& s) {
  const int ally = BattleAlly(s);
  return ally < 0 ? 0 : s.warriors[Fi(FactionOf(s, ally))][s.battle.clearing];
}

// The ally's warriors are lent to the attacker (FactionRules::
// warriors_lent_to, the Company's mercenaries): its side's hits are split,
// not chosen.
bool LentAlly(const State& s) {
  const int ally = BattleAlly(s);
  if (ally < 0) return false;
  const FactionRules& fr = RulesOf(FactionOf(s, ally));
  return fr.warriors_lent_to != nullptr && fr.warriors_lent_to(s) == s.battle.attacker;
}

// root.battle.lent_hits: seed 001 【河民商団】 C:傭兵業務 (facts 9) — of n
// hits on the attacker's side with lent warriors, the lent warriors take
// half rounded down and the attacker's own pieces the rest (the odd hit);
// what one part cannot take falls on the other. Returns the hits on the
// lent warriors, and in *own_warriors those on the attacker's warriors
// (the rest of its part falls on its buildings and tokens).
int SplitLentHits(const State& s, int n, int* own_warriors) {
  const Faction fa = FactionOf(s, s.battle.attacker);
  const int c = s.battle.clearing;
  const int lent = AllyWarriors(s), wa = s.warriors[Fi(fa)][c];
  int on_lent = std::min(n / 2, lent);
  const int own_room = wa + Removable(s, fa, c);
  if (n - on_lent > own_room) on_lent = std::min(lent, n - own_room);
  *own_warriors = std::min(n - on_lent, wa);
  return on_lent;
}

// The attacker's side may take a hit on something of its own by choice
// (a building or token, an item).
bool OwnHitChoice(const State& s, Faction f) {
  if (Removable(s, f, s.battle.clearing) > 0) return true;
  const FactionRules& fr = RulesOf(f);
  bool any = false;
  if (fr.list_hits != nullptr) fr.list_hits(s, [&any](const Event&) { any = true; });
  return any;
}

// root.battle.ally: facts 4.3 Allied — n hits on the ally's warriors; the
// defender removes them (no VP: warriors), the ally's removal hooks (field
// hospitals) answer as for any battle loss.
void TakeAllyHits(State& s, int n) {
  BattleState& b = s.battle;
  const Faction fa = FactionOf(s, BattleAlly(s));
  RemoveWarriors(s, fa, b.clearing, n, /*hospital=*/true);
  NoteRemoval(s, b.defender, fa, n, 0);
  b.hits_on_allies = uint8_t(b.hits_on_allies + n);
}

// root.battle.ally: seed 000 【放浪部族】 友好関係「同盟」, facts 4.3 Allied —
// with an ally fighting for it, the hits the attacker's own pieces or items
// take are counted against those on the ally's warriors (its ally_hits hook
// weighs the two when the battle ends). REQUIRES the hits fell on the
// attacker.
void CountOwnHits(BattleState& b, int n) {
  if (b.allies != 0) b.hits_on_own = uint8_t(b.hits_on_own + n);
}

// The one kind of building/token in `kinds` (PieceKindsIn), or -1 when
// there are several or none.
int OnlyKind(uint32_t kinds) { return std::popcount(kinds) == 1 ? std::countr_zero(kinds) : -1; }

// Takes the hits of `seat` that fall on buildings/tokens as far as no choice
// is involved. Returns true when done (no hits left or nothing to remove).
bool TakeForcedHits(State& s, int seat, uint8_t& hits, int remover,
                    uint8_t& removed_counter) {
  Faction f = FactionOf(s, seat);
  int c = s.battle.clearing;
  BattleState& b = s.battle;
  // root.battle.ally: facts 4.3 Allied — the attacker chooses which hits its
  // ally's warriors take (kAllyHit); they take them all only when nothing of
  // its own can.
  const bool with_ally = seat == b.attacker && b.allies != 0;
  if (with_ally && !LentAlly(s) && hits > 0 && AllyWarriors(s) > 0) {
    if (OwnHitChoice(s, f)) return false;
    const int n = std::min<int>(hits, AllyWarriors(s));
    TakeAllyHits(s, n);
    hits = uint8_t(hits - n);
  }
  while (hits > 0 && Removable(s, f, c) > 0) {
    const uint32_t kinds = PieceKindsIn(s, f, c);
    int kind = OnlyKind(kinds);
    if (kind < 0 && hits < Removable(s, f, c)) return false;
    // Enough hits for everything: order does not matter (the lowest kind).
    if (kind < 0 && kinds != 0) kind = std::countr_zero(kinds);
    RemovePiece(s, PieceKind(kind), c, remover);
    ++removed_counter;
    --hits;
    if (seat == b.attacker) CountOwnHits(b, 1);
  }
  // root.battle.lent_hits: its own pieces gone, lent warriors take the rest.
  if (with_ally && LentAlly(s) && hits > 0 && AllyWarriors(s) > 0) {
    const int n = std::min<int>(hits, AllyWarriors(s));
    TakeAllyHits(s, n);
    hits = uint8_t(hits - n);
  }
  // What is not a piece takes the rest (the Vagabond's items).
  const FactionRules& fr = RulesOf(f);
  const uint8_t before = hits;
  if (hits > 0 && fr.absorb_hits != nullptr && !fr.absorb_hits(s, hits)) return false;
  if (seat == b.attacker) CountOwnHits(b, before - hits);
  hits = 0;  // the rest is ignored
  return true;
}

void EndBattle(State& s) {
  BattleState& b = s.battle;
  // Battle modifiers of the factions (the Eyrie's Despot).
  for (int side = 0; side < 2; ++side) {
    int seat = side == 0 ? b.attacker : b.defender;
    int removed = side == 0 ? b.removed_by_attacker : b.removed_by_defender;
    const FactionRules& fr = RulesOf(FactionOf(s, seat));
    if (fr.battle_bonus_vp == nullptr) continue;
    if (int vp = fr.battle_bonus_vp(s, removed); vp > 0) AddVp(s, seat, vp, Score::kRemoval);
  }
  // The attacker's ally rules judge the hits its side took (facts 4.3).
  if (const int ally = BattleAlly(s); ally >= 0) {
    const FactionRules& fr = RulesOf(FactionOf(s, b.attacker));
    if (fr.ally_hits != nullptr) fr.ally_hits(s, ally, b.hits_on_allies, b.hits_on_own);
  }
  b.active = false;
}

// root.battle.hits: seed 【戦闘】②③ — rolled hits capped by the side's
// warriors, extra hits uncapped; warriors are removed first.
void DealHits(State& s) {
  BattleState& b = s.battle;
  int c = b.clearing;
  Faction fa = FactionOf(s, b.attacker), fd = FactionOf(s, b.defender);
  int wa = s.warriors[Fi(fa)][c], wd = s.warriors[Fi(fd)][c];
  // Capped by the side's strength: its warriors (the Vagabond: undamaged
  // swords, seed 【放浪部族】 放浪部族の戦闘), the attacker's with its
  // ally's warriors (root.battle.ally, facts 4.3 Allied).
  int to_defender =
      (b.armor_defender ? 0
                        : std::min<int>(b.roll_attacker, BattleStrength(s, fa, c) + AllyWarriors(s))) +
      b.extra_attacker;
  int to_attacker =
      (b.armor_attacker ? 0 : std::min<int>(b.roll_defender, BattleStrength(s, fd, c))) +
      b.extra_defender;
  int kd = std::min(to_defender, wd), ka = std::min(to_attacker, wa);
  // root.battle.lent_hits: lent warriors take their part of the hits.
  const int kl = LentAlly(s) ? SplitLentHits(s, to_attacker, &ka) : 0;
  RemoveWarriors(s, fd, c, kd, /*hospital=*/true);
  RemoveWarriors(s, fa, c, ka, /*hospital=*/true);
  NoteRemoval(s, b.attacker, fd, kd, 0);
  NoteRemoval(s, b.defender, fa, ka, 0);
  if (kl > 0) TakeAllyHits(s, kl);
  CountOwnHits(b, ka);
  b.hits_on_defender = uint8_t(to_defender - kd);
  b.hits_on_attacker = uint8_t(to_attacker - ka - kl);
  b.stage = BattleStage::kDefenderHits;
}

// root.battle.ambush_hits: seed ● 奇襲 — two hits, warriors first, not
// capped by the defender's warriors.
void TakeAmbush(State& s) {
  BattleState& b = s.battle;
  Faction fa = FactionOf(s, b.attacker);
  int k = std::min<int>(2, s.warriors[Fi(fa)][b.clearing]);
  // root.battle.lent_hits: lent warriors take their part of the hits.
  const int kl = LentAlly(s) ? SplitLentHits(s, 2, &k) : 0;
  RemoveWarriors(s, fa, b.clearing, k, /*hospital=*/true);
  NoteRemoval(s, b.defender, fa, k, 0);
  if (kl > 0) TakeAllyHits(s, kl);
  CountOwnHits(b, k);
  b.hits_on_attacker = uint8_t(2 - k - kl);
  b.stage = BattleStage::kAmbushHits;
}

}  // namespace

int BattleAlly(const State& s) {
  return s.battle.allies == 0 ? -1 : std::countr_zero(unsigned(s.battle.allies));
}

void StartBattle(State& s, int attacker, int clearing, int defender, int ally) {
  BattleState& b = s.battle;
  b = BattleState{};
  b.active = true;
  if (ally >= 0) b.allies = uint8_t(1u << ally);
  b.stage = BattleStage::kAmbush;
  b.attacker = int8_t(attacker);
  b.defender = int8_t(defender);
  b.clearing = int8_t(clearing);
  b.ambush_card = -1;
}

int BattleActor(const State& s) {
  const BattleState& b = s.battle;
  switch (b.stage) {
    case BattleStage::kAmbush:
    case BattleStage::kDefenderCards:
    case BattleStage::kDefenderHits:
      return b.defender;
    case BattleStage::kRoll:
      return kChanceActor;
    default:
      return b.attacker;
  }
}

bool AdvanceBattle(State& s) {
  BattleState& b = s.battle;
  switch (b.stage) {
    case BattleStage::kAmbush:
      // root.card.scouting_party: facts 2 — as attacker, unaffected by ambush.
      // An attacker no ambush may be played against (FactionRules::
      // ambush_refused_rule: the Mechanical Marquise's Hates Surprises).
      if (HasCardEffect(s.play_area[b.attacker], CardEffect::kScoutingParty) ||
          !AmbushAgainstAttacker(s).ok() ||
          UsableAmbushes(s, b.defender) == 0) {
        b.stage = BattleStage::kRoll;
        return true;
      }
      return false;
    case BattleStage::kCounterAmbush:
      if (UsableAmbushes(s, b.attacker) == 0) {
        // root.battle.ambush_hits: seed ● 奇襲 — two hits, warriors first,
        // not capped by the defender's warriors.
        TakeAmbush(s);
        return true;
      }
      return false;
    case BattleStage::kAmbushHits:
      if (!TakeForcedHits(s, b.attacker, b.hits_on_attacker, b.defender,
                          b.removed_by_defender))
        return false;
      // seed ● 奇襲: the battle ends if no attacking warrior remains.
      if (!Fights(s, FactionOf(s, b.attacker), b.clearing)) {
        EndBattle(s);
      } else {
        b.stage = BattleStage::kRoll;
      }
      return true;
    case BattleStage::kRoll:
      return false;
    case BattleStage::kAttackerCards:
      if (UsableBattleCards(s) == 0) {
        b.stage = BattleStage::kDefenderCards;
        return true;
      }
      return false;
    case BattleStage::kDefenderCards:
      if (UsableBattleCards(s) == 0) {
        DealHits(s);
        return true;
      }
      return false;
    case BattleStage::kDefenderHits:
      if (!TakeForcedHits(s, b.defender, b.hits_on_defender, b.attacker,
                          b.removed_by_attacker))
        return false;
      b.stage = BattleStage::kAttackerHits;
      return true;
    case BattleStage::kAttackerHits:
      if (!TakeForcedHits(s, b.attacker, b.hits_on_attacker, b.defender,
                          b.removed_by_defender))
        return false;
      EndBattle(s);
      return true;
  }
  return false;
}

Verdict AmbushAgainstAttacker(const State& s) {
  const int attacker = s.battle.attacker;
  if (attacker < 0 || attacker >= s.players) return Allowed();
  if (const RuleRef* refused = RulesOf(FactionOf(s, attacker)).ambush_refused_rule)
    return Forbid(*refused, "no ambush may be played against this attacker (it hates surprises)");
  return Allowed();
}

Verdict ValidateBattleEvent(const State& s, const Event& e) {
  const BattleState& b = s.battle;
  int actor = BattleActor(s);
  switch (e.kind) {
    case EventKind::kDice:
      if (b.stage != BattleStage::kRoll)
        return Forbid(rules::kWrongTime, "no dice are being rolled");
      if (e.a < 0 || e.a > 3 || e.b < 0 || e.b > 3)
        return Nonexistent(rules::kDice, "battle dice show 0 to 3");
      return Allowed();
    case EventKind::kPass:
      if (b.stage == BattleStage::kAmbush || b.stage == BattleStage::kCounterAmbush ||
          b.stage == BattleStage::kAttackerCards ||
          b.stage == BattleStage::kDefenderCards)
        return Allowed();
      return Forbid(rules::kPass, "nothing optional is pending in this battle");
    case EventKind::kAmbush:
    case EventKind::kCounterAmbush: {
      bool counter = e.kind == EventKind::kCounterAmbush;
      // Said before the stage: no ambush is ever due against such an attacker.
      if (!counter) {
        if (Verdict v = AmbushAgainstAttacker(s); !v.ok()) return v;
      }
      if (b.stage != (counter ? BattleStage::kCounterAmbush : BattleStage::kAmbush))
        return Forbid(rules::kWrongTime, "no ambush may be played now");
      if (!ValidCard(e.card)) return Nonexistent(rules::kMalformed, "no such card");
      if (!InHand(s, actor, e.card))
        return Forbid(rules::kCardNotInHand, "the card is not in your hand");
      if (kCards[e.card].effect != CardEffect::kAmbush)
        return Forbid(rules::kAmbushCard, "the card is not an ambush");
      // root.battle.ambush_suit: seed ● 奇襲 — the clearing's suit (birds any).
      if (!PaysFor(kCards[e.card].suit, s.suit[b.clearing]))
        return Forbid(rules::kAmbushSuit, "the ambush does not match the clearing");
      return Allowed();
    }
    case EventKind::kBattleCard:
      if (b.stage != BattleStage::kAttackerCards &&
          b.stage != BattleStage::kDefenderCards)
        return Forbid(rules::kWrongTime, "no battle card may be used now");
      if (!ValidCard(e.card)) return Nonexistent(rules::kMalformed, "no such card");
      if (!((UsableBattleCards(s) >> e.card) & 1))
        return Forbid(rules::kBattleCard, "that card cannot be used in this battle now");
      return Allowed();
    case EventKind::kRemovePiece: {
      if (b.stage != BattleStage::kAmbushHits && b.stage != BattleStage::kDefenderHits &&
          b.stage != BattleStage::kAttackerHits)
        return Forbid(rules::kWrongTime, "no hits are being taken");
      if (e.piece < 0 || e.piece >= kNumPieceKinds)
        return Nonexistent(rules::kMalformed, "no such piece");
      PieceKind kind = PieceKind(e.piece);
      // root.battle.remove_piece: seed ③ — the owner picks among its own.
      if (PieceOwner(kind) != FactionOf(s, actor) ||
          CountPiece(s, kind, b.clearing) == 0)
        return Forbid(rules::kRemovePiece, "you have no such piece in the clearing");
      return Allowed();
    }
    case EventKind::kAllyHit:
      // root.battle.ally: facts 4.3 Allied — the attacker's side's hits.
      if (b.stage != BattleStage::kAmbushHits && b.stage != BattleStage::kAttackerHits)
        return Forbid(rules::kWrongTime, "the attacker's side is taking no hits");
      if (BattleAlly(s) < 0)
        return Forbid(rules::kBattleAlly, "no ally's warriors fight on your side in this battle");
      if (AllyWarriors(s) == 0)
        return Forbid(rules::kBattleAlly, "no warrior of your ally is left in the clearing");
      if (LentAlly(s))
        return Forbid(rules::kBattleLentHits, "hits are split between your pieces and the lent warriors: take a hit on your own piece");
      return Allowed();
    case EventKind::kDamageItem: {
      if (b.stage != BattleStage::kAmbushHits && b.stage != BattleStage::kDefenderHits &&
          b.stage != BattleStage::kAttackerHits)
        return Forbid(rules::kWrongTime, "no hits are being taken");
      const FactionRules& fr = RulesOf(FactionOf(s, actor));
      if (fr.validate_hit == nullptr)
        return Forbid(rules::kRemovePiece, "your faction takes hits on its pieces");
      return fr.validate_hit(s, e);
    }
    default:
      return Forbid(rules::kWrongTime, "a battle is being fought");
  }
}

void ExecuteBattleEvent(State& s, const Event& e) {
  BattleState& b = s.battle;
  switch (e.kind) {
    case EventKind::kDice: {
      Faction fa = FactionOf(s, b.attacker), fd = FactionOf(s, b.defender);
      const FactionRules& ra = RulesOf(fa);
      const FactionRules& rd = RulesOf(fd);
      // seed ②: the attacker takes the higher die, the defender the lower,
      // unless the defender's rules give it the higher (Guerrilla War).
      const bool swap = rd.high_roll_defending;
      b.roll_attacker = uint8_t(swap ? std::min(e.a, e.b) : std::max(e.a, e.b));
      b.roll_defender = uint8_t(swap ? std::max(e.a, e.b) : std::min(e.a, e.b));
      // root.battle.defenseless: seed ● 追加ヒット 防御不能状態.
      if (BattleStrength(s, fd, b.clearing) == 0) ++b.extra_attacker;
      // Faction modifiers (the Eyrie's Commander).
      if (ra.extra_hits != nullptr) b.extra_attacker += uint8_t(ra.extra_hits(s, true));
      if (rd.extra_hits != nullptr) b.extra_defender += uint8_t(rd.extra_hits(s, false));
      b.stage = BattleStage::kAttackerCards;
      break;
    }
    case EventKind::kPass:
      if (b.stage == BattleStage::kAmbush) b.stage = BattleStage::kRoll;
      else if (b.stage == BattleStage::kCounterAmbush) {
        // Declining to cancel: take the ambush (AdvanceBattle deals it).
        b.ambush_card = -2;  // marker: cancelling declined
        TakeAmbush(s);
      } else if (b.stage == BattleStage::kAttackerCards) {
        b.stage = BattleStage::kDefenderCards;
      } else {
        DealHits(s);
      }
      break;
    case EventKind::kAmbush:
      DiscardFromHand(s, b.defender, e.card);
      b.ambush_card = e.card;
      b.stage = BattleStage::kCounterAmbush;
      break;
    case EventKind::kCounterAmbush:
      // seed ● 奇襲: the attacker's ambush cancels the defender's.
      DiscardFromHand(s, b.attacker, e.card);
      b.stage = BattleStage::kRoll;
      break;
    case EventKind::kBattleCard: {
      const CardEffect effect = kCards[e.card].effect;
      if (effect == CardEffect::kBrutalTactics) {
        // root.card.brutal_tactics: +1 hit; the defender scores 1 VP.
        b.brutal_used = true;
        ++b.extra_attacker;
        AddVp(s, b.defender, 1, Score::kCards);
      } else if (effect == CardEffect::kSappers) {
        // root.card.sappers: discard for +1 hit as defender.
        b.sappers_used = true;
        ++b.extra_defender;
        s.play_area[b.defender] &= ~Bit(e.card);
        DiscardCard(s, b.defender, e.card);
      } else {
        // root.card.armorers: discard to ignore all rolled hits taken.
        int seat = b.stage == BattleStage::kAttackerCards ? b.attacker : b.defender;
        (seat == b.attacker ? b.armor_attacker : b.armor_defender) = true;
        s.play_area[seat] &= ~Bit(e.card);
        DiscardCard(s, seat, e.card);
      }
      break;
    }
    case EventKind::kDamageItem: {
      const bool attacker_loses = b.stage != BattleStage::kDefenderHits;
      RulesOf(FactionOf(s, attacker_loses ? b.attacker : b.defender)).take_hit(s, e);
      --(attacker_loses ? b.hits_on_attacker : b.hits_on_defender);
      if (attacker_loses) CountOwnHits(b, 1);
      break;
    }
    case EventKind::kAllyHit:
      TakeAllyHits(s, 1);
      --b.hits_on_attacker;
      break;
    case EventKind::kRemovePiece: {
      bool attacker_loses = b.stage != BattleStage::kDefenderHits;
      int remover = attacker_loses ? b.defender : b.attacker;
      RemovePiece(s, PieceKind(e.piece), b.clearing, remover);
      if (attacker_loses) {
        --b.hits_on_attacker;
        ++b.removed_by_defender;
        CountOwnHits(b, 1);
      } else {
        --b.hits_on_defender;
        ++b.removed_by_attacker;
      }
      break;
    }
    default:
      break;
  }
}

void ListBattleEvents(const State& s, EventSink sink) {
  const BattleState& b = s.battle;
  int actor = BattleActor(s);
  Event e;
  e.seat = int8_t(actor < 0 ? 0 : actor);
  switch (b.stage) {
    case BattleStage::kRoll:
      e.seat = 0;
      e.kind = EventKind::kDice;
      for (int x = 0; x < 4; ++x)
        for (int y = 0; y < 4; ++y) {
          e.a = int8_t(x), e.b = int8_t(y);
          sink(e);
        }
      return;
    case BattleStage::kAmbush:
    case BattleStage::kCounterAmbush: {
      e.kind = EventKind::kPass;
      sink(e);
      e.kind = b.stage == BattleStage::kAmbush ? EventKind::kAmbush
                                               : EventKind::kCounterAmbush;
      for (uint64_t m = UsableAmbushes(s, actor); m; m &= m - 1) {
        e.card = int8_t(std::countr_zero(m));
        sink(e);
      }
      return;
    }
    case BattleStage::kAttackerCards:
    case BattleStage::kDefenderCards:
      e.kind = EventKind::kPass;
      sink(e);
      e.kind = EventKind::kBattleCard;
      for (uint64_t m = UsableBattleCards(s); m; m &= m - 1) {
        e.card = int8_t(std::countr_zero(m));
        sink(e);
      }
      return;
    default: {
      // A hit on the ally's warriors, as the attacker's side may choose.
      if (b.stage != BattleStage::kDefenderHits && AllyWarriors(s) > 0 && !LentAlly(s)) {
        Event w = e;
        w.kind = EventKind::kAllyHit;
        sink(w);
      }
      e.kind = EventKind::kRemovePiece;
      Faction f = FactionOf(s, actor);
      // Hits on what is not a piece once the pieces are gone.
      if (RulesOf(f).list_hits != nullptr && Removable(s, f, b.clearing) == 0) {
        RulesOf(f).list_hits(s, sink);
        return;
      }
      for (int k = 0; k < kNumPieceKinds; ++k) {
        if (PieceOwner(PieceKind(k)) != f || CountPiece(s, PieceKind(k), b.clearing) == 0)
          continue;
        e.piece = int8_t(k);
        sink(e);
      }
      return;
    }
  }
}

}  // namespace arbiter::root
