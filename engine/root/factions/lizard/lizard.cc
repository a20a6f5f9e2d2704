#include "engine/root/factions/lizard/lizard.h"

#include <bit>

#include "engine/root/actions.h"
#include "engine/root/battle.h"
#include "engine/root/board.h"
#include "engine/root/factions/lizard/codec.h"
#include "engine/root/factions/lizard/pieces.h"
#include "engine/root/factions/lizard/rule_ids.h"
#include "engine/root/factions/lizard/snapshot.h"

namespace arbiter::root {
namespace {

using lizard::kCult;

int Seat(const State& s) { return SeatOf(s, kCult); }
LizardStep Step(const State& s) { return LizardStep(s.fstep); }
Suit CardSuit(int card) { return kCards[card].suit; }

void Reset(State& s) {
  s.lizard.outcast = -1;
  s.lizard.prior_outcast = -1;
}

void Init(State& s) {
  s.warrior_supply[Fi(kCult)] = kLizardWarriors;
  s.lizard.track = {kGardensPerSuit, kGardensPerSuit, kGardensPerSuit};
  s.fstep = uint8_t(LizardStep::kSetup);
}

bool SetupDone(const State& s) { return Step(s) == LizardStep::kSetupDone; }

// ---- Setup (facts 8; the seed 001 is silent on it) ----

// Bit c: clearing c is another faction's home (FactionRules::home_clearing).
uint16_t Homes(const State& s) {
  uint16_t homes = 0;
  for (int seat = 0; seat < s.players; ++seat) {
    const FactionRules& fr = RulesOf(FactionOf(s, seat));
    if (fr.faction == kCult || fr.home_clearing == nullptr) continue;
    if (const int c = fr.home_clearing(s); c >= 0) homes = uint16_t(homes | (1u << c));
  }
  return homes;
}

// root.lizard.setup: facts 8 — a corner that is no other faction's home,
// with a free slot for the garden; diagonally opposite a home when such a
// corner is free.
Verdict ValidateSetupCorner(const State& s, int c) {
  const MapDef& map = MapOf(s);
  if (!map.IsCorner(c)) return Forbid(rules::kCultSetup, "a corner clearing");
  const uint16_t homes = Homes(s);
  if ((homes >> c) & 1) return Forbid(rules::kCultSetup, "another faction's home clearing");
  if (FreeSlots(s, c) <= 0 || !MayPlace(s, kCult, c)) return Forbid(rules::kCultSetup, "no room for the garden");
  bool opposite_free = false, opposite = false;
  for (int d = 0; d < kNumClearings; ++d) {
    if (!map.IsCorner(d) || ((homes >> d) & 1)) continue;
    const int o = map.opposite[d];
    const bool opp = o >= 0 && ((homes >> o) & 1);
    if (opp && FreeSlots(s, d) > 0 && MayPlace(s, kCult, d)) opposite_free = true;
    if (d == c) opposite = opp;
  }
  if (opposite_free && !opposite) return Forbid(rules::kCultSetup, "the corner opposite a home is free");
  return Allowed();
}

void ExecuteSetup(State& s, const Event& e) {
  const int c = e.a;
  lizard::PlaceGarden(s, c);
  PlaceWarriors(s, kCult, c, kLizardSetupWarriors);
  for (int d = 0; d < kNumClearings; ++d)
    if (MapOf(s).Adjacent(c, d) && MayPlace(s, kCult, d) && s.warrior_supply[Fi(kCult)] > 0)
      PlaceWarriors(s, kCult, d, 1);
  s.lizard.outcast = e.n;
  s.lizard.hated = false;
  s.fstep = uint8_t(LizardStep::kSetupDone);
}

// ---- Turn ----

void BeginTurn(State& s) {
  s.lizard.scored = 0;
  s.lizard.gardens_used = {0, 0, 0};
  s.phase = Phase::kBirdsong;
  s.fstep = uint8_t(LizardStep::kOutcast);
}

// root.lizard.outcast: seed 001 朝フェイズ《追放民の確認》 — the one suit with
// the most cards among the Lost Souls (birds not counted) becomes the
// outcast; the same suit again flips it to hated. A tie (facts 8, LAW):
// the marker stays and is flipped to hated. Then 《死せる魂の解放》: the Lost
// Souls go to the discard pile.
void SetOutcast(State& s) {
  LizardBoard& z = s.lizard;
  std::array<uint8_t, kNumClearingSuits> count{};
  for (uint64_t m = z.lost_souls; m; m &= m - 1) {
    const Suit suit = CardSuit(std::countr_zero(m));
    if (suit != Suit::kBird) ++count[int(suit)];
  }
  z.counted = z.lost_souls;
  z.prior_outcast = z.outcast;
  z.prior_hated = z.hated;
  int best = 0;
  for (int suit = 1; suit < kNumClearingSuits; ++suit)
    if (count[suit] > count[best]) best = suit;
  bool unique = true;
  for (int suit = 0; suit < kNumClearingSuits; ++suit)
    if (suit != best && count[suit] == count[best]) unique = false;
  if (unique && best != z.outcast) {
    z.outcast = int8_t(best);
    z.hated = false;
  } else {
    z.hated = true;
  }
  const int seat = Seat(s);
  for (uint64_t m = z.lost_souls; m; m &= m - 1) DiscardCard(s, seat, std::countr_zero(m));
  z.lost_souls = 0;
}

Progress Advance(State& s) {
  switch (Step(s)) {
    case LizardStep::kOutcast:
      SetOutcast(s);
      s.fstep = uint8_t(LizardStep::kConspiracies);
      return Progress::kStepped;
    case LizardStep::kEveningDraw:
      QueueDraw(s, Seat(s), lizard::EveningDraw(s));
      s.fstep = uint8_t(LizardStep::kEveningDiscard);
      return Progress::kStepped;
    case LizardStep::kEveningDiscard:
      return HandSize(s, Seat(s)) > kHandLimit ? Progress::kWaiting : Progress::kTurnOver;
    default:
      return Progress::kWaiting;
  }
}

// root.lizard.craft: seed 001 夜フェイズ《クラフトアクション》 — gardens of the
// outcast suit (each stands in a clearing of its suit), once each a turn.
int CraftingPieces(const State& s, Suit suit) {
  if (int(suit) != s.lizard.outcast) return 0;
  return lizard::GardensPlaced(s, suit) - s.lizard.gardens_used[int(suit)];
}
void UseCraftingPieces(State& s, Suit suit, int n) {
  if (n > 0) s.lizard.gardens_used[int(suit)] = uint8_t(s.lizard.gardens_used[int(suit)] + n);
}
int CraftVp(const State&, int vp) { return vp; }
bool InDaylightActions(const State& s) { return Step(s) == LizardStep::kRituals; }

// ---- Conspiracies (seed 001 朝フェイズ《神官アクション》) ----

int ConspiracyCost(const State& s, int kind) { return kConspiracyCost[kind] - (s.lizard.hated ? 1 : 0); }

Verdict OutcastClearing(const State& s, int c, const RuleRef& rule) {
  if (!ValidClearing(c)) return Nonexistent(rules::kNoSuchClearing, "no such clearing");
  if (int(s.suit[c]) != s.lizard.outcast) return Forbid(rule, "not a clearing of the outcast suit");
  return Allowed();
}

Verdict Acolytes(const State& s, int kind, const RuleRef& rule) {
  if (s.lizard.acolytes < ConspiracyCost(s, kind)) return Forbid(rule, "too few acolytes");
  return Allowed();
}

Verdict EnemySeat(const State& s, int target) {
  if (target < 0 || target >= s.players) return Nonexistent(rules::kBattleTarget, "no such seat");
  if (target == Seat(s)) return Forbid(rules::kBattleTarget, "an enemy of the Cult");
  return Allowed();
}

// root.lizard.crusade: seed 001 A:聖戦 — a battle in an outcast clearing, or
// a move from one and, if wanted, a battle where it ends.
Verdict ValidateCrusade(const State& s, const Event& e) {
  if (Verdict v = Acolytes(s, 0, rules::kCrusade); !v.ok()) return v;
  if (Verdict v = OutcastClearing(s, e.a, rules::kCrusade); !v.ok()) return v;
  if (e.b < 0) {
    if (e.n != 0) return Nonexistent(rules::kMalformed, "a crusade battle moves no warriors");
    if (e.target < 0) return Nonexistent(rules::kMalformed, "a crusade names a move or a battle");
    return ValidateBattleTarget(s, Seat(s), e.a, e.target);
  }
  if (Verdict v = ValidateMove(s, kCult, e.a, e.b, e.n); !v.ok()) return v;
  if (e.target < 0) return Allowed();
  if (Verdict v = EnemySeat(s, e.target); !v.ok()) return v;
  if (!HasPieces(s, FactionOf(s, e.target), e.b))
    return Forbid(rules::kBattleTarget, "the defender has no pieces there");
  return Allowed();
}

// root.lizard.convert: seed 001 B:改宗 — an enemy warrior in an outcast
// clearing replaced by one of the Cult's (from its supply: without one left
// there is nothing to place, and the conspiracy is refused).
Verdict ValidateConvert(const State& s, const Event& e) {
  if (Verdict v = Acolytes(s, 1, rules::kConvert); !v.ok()) return v;
  if (Verdict v = OutcastClearing(s, e.a, rules::kConvert); !v.ok()) return v;
  if (Verdict v = EnemySeat(s, e.target); !v.ok()) return v;
  if (s.warriors[Fi(FactionOf(s, e.target))][e.a] == 0)
    return Forbid(rules::kConvert, "no warrior of that seat there");
  if (s.warrior_supply[Fi(kCult)] == 0) return Forbid(rules::kConvert, "no warrior left in supply");
  if (!MayPlace(s, kCult, e.a)) return Forbid(rules::kKeepBlocks, "the keep's clearing");
  return Allowed();
}

// root.lizard.sanctify: seed 001 C:聖域化 — an enemy building in an outcast
// clearing replaced by a garden of that suit.
Verdict ValidateSanctify(const State& s, const Event& e) {
  if (Verdict v = Acolytes(s, 2, rules::kSanctify); !v.ok()) return v;
  if (Verdict v = OutcastClearing(s, e.a, rules::kSanctify); !v.ok()) return v;
  if (Verdict v = EnemySeat(s, e.target); !v.ok()) return v;
  if (e.piece < 0 || e.piece >= kNumPieceKinds) return Nonexistent(rules::kMalformed, "no such piece");
  if (!((kBuildingKinds >> e.piece) & 1)) return Forbid(rules::kSanctify, "only a building is sanctified");
  if (PieceOwner(PieceKind(e.piece)) != FactionOf(s, e.target) || CountPiece(s, PieceKind(e.piece), e.a) == 0)
    return Forbid(rules::kSanctify, "no such building of that seat there");
  if (s.lizard.track[int(s.suit[e.a])] == 0) return Forbid(rules::kSanctify, "no garden of that suit left");
  if (!MayPlace(s, kCult, e.a)) return Forbid(rules::kKeepBlocks, "the keep's clearing");
  return Allowed();
}

// ---- Rituals (seed 001 昼フェイズ《儀式》) ----

// root.lizard.hatred_of_birds: seed 001 [鳥類蔑みの令] — a bird card is a
// bird and nothing else: it matches no clearing and no other suit.
Verdict ValidateRitual(const State& s, const Event& e) {
  if (!ValidCard(e.card)) return Nonexistent(rules::kMalformed, "no such card");
  if ((s.lizard.revealed >> e.card) & 1)
    return Forbid(rules::kRitual, "the card is already revealed this Daylight");
  if (!InHand(s, Seat(s), e.card)) return Forbid(rules::kCardNotInHand, "the card is not in your hand");
  const Suit suit = CardSuit(e.card);
  const RitualKind kind = RitualKind(e.n);
  if (kind == RitualKind::kSacrifice) {
    // root.lizard.sacrifice: seed 001 C:犠牲アクション — a bird card; a warrior
    // of the map into the Acolytes box.
    if (suit != Suit::kBird) return Forbid(rules::kSacrifice, "a sacrifice reveals a bird card");
    if (!ValidClearing(e.a)) return Nonexistent(rules::kNoSuchClearing, "no such clearing");
    if (s.warriors[Fi(kCult)][e.a] == 0) return Forbid(rules::kSacrifice, "no Cult warrior there");
    return Allowed();
  }
  if (suit == Suit::kBird) return Forbid(rules::kHatredOfBirds, "a bird card is no other suit");
  if (kind == RitualKind::kScore) {
    // root.lizard.score: seed 001 D:得点アクション — a second card of the same
    // suit spent from the hand; VP above the rightmost empty space of that
    // suit's garden row (facts 8); once per suit per turn (facts 8, LAW).
    const int spent = e.spent[0];
    if (!ValidCard(spent)) return Nonexistent(rules::kMalformed, "no such card");
    if (spent == e.card || !InHand(s, Seat(s), spent))
      return Forbid(rules::kCultScore, "the card spent is not another card of your hand");
    if (CardSuit(spent) != suit) return Forbid(rules::kHatredOfBirds, "the card spent is not of the revealed suit");
    if ((s.lizard.scored >> int(suit)) & 1) return Forbid(rules::kCultScore, "that suit was scored this turn");
    if (lizard::GardensPlaced(s, suit) == 0) return Forbid(rules::kCultScore, "no empty space in that garden row");
    return Allowed();
  }
  if (!ValidClearing(e.a)) return Nonexistent(rules::kNoSuchClearing, "no such clearing");
  if (s.suit[e.a] != suit) return Forbid(kind == RitualKind::kBuild ? rules::kCultBuild : rules::kCultRecruit,
                                         "the clearing does not match the card");
  if (!MayPlace(s, kCult, e.a)) return Forbid(rules::kKeepBlocks, "the keep's clearing");
  if (kind == RitualKind::kRecruit) {
    // root.lizard.recruit: seed 001 B:募兵アクション.
    if (s.warrior_supply[Fi(kCult)] == 0) return Forbid(rules::kCultRecruit, "no warrior left in supply");
    return Allowed();
  }
  if (kind != RitualKind::kBuild) return Nonexistent(rules::kMalformed, "no such ritual");
  // root.lizard.build: seed 001 A:建設アクション — a ruled clearing, a free
  // slot, a garden of the suit left.
  if (!RulesClearing(s, kCult, e.a)) return Forbid(rules::kCultBuild, "you do not rule the clearing");
  if (FreeSlots(s, e.a) <= 0) return Forbid(rules::kSlots, "no free building slot");
  if (s.lizard.track[int(suit)] == 0) return Forbid(rules::kCultBuild, "no garden of that suit left");
  return Allowed();
}

Verdict Validate(const State& s, const Event& e) {
  switch (Step(s)) {
    case LizardStep::kSetup:
      if (e.kind != EventKind::kCultSetup) return Forbid(rules::kWrongTime, "the Cult sets up first");
      if (!ValidClearing(e.a)) return Nonexistent(rules::kNoSuchClearing, "no such clearing");
      if (e.n < 0 || e.n >= kNumClearingSuits) return Nonexistent(rules::kMalformed, "no such suit");
      return ValidateSetupCorner(s, e.a);
    case LizardStep::kConspiracies:
      switch (e.kind) {
        case EventKind::kEndPhase: return Allowed();
        case EventKind::kCrusade: return ValidateCrusade(s, e);
        case EventKind::kConvert: return ValidateConvert(s, e);
        case EventKind::kSanctify: return ValidateSanctify(s, e);
        default: return Forbid(rules::kWrongTime, "Birdsong: a conspiracy or end the phase");
      }
    case LizardStep::kRituals:
      switch (e.kind) {
        case EventKind::kEndPhase: return Allowed();
        case EventKind::kRitual: return ValidateRitual(s, e);
        case EventKind::kCraft: return Forbid(rules::kCultCraft, "the Cult crafts in Evening");
        default: return Forbid(rules::kWrongTime, "Daylight: a ritual or end the phase");
      }
    case LizardStep::kEvening:
      switch (e.kind) {
        case EventKind::kEndPhase: return Allowed();
        case EventKind::kCraft: return ValidateCraft(s, Seat(s), e);
        default: return Forbid(rules::kWrongTime, "Evening: craft or end the phase");
      }
    case LizardStep::kEveningDiscard:
      if (e.kind != EventKind::kDiscard) return Forbid(rules::kWrongTime, "discard down to five cards");
      return ValidateHandLimitDiscard(s, Seat(s), e);
    default:
      return Forbid(rules::kWrongTime, "the Cult has no decision now");
  }
}

void Reveal(State& s, int card) {
  s.hand[Seat(s)] &= ~Bit(card);
  s.lizard.revealed |= Bit(card);
}

void ExecuteRitual(State& s, const Event& e) {
  const int seat = Seat(s);
  Reveal(s, e.card);
  switch (RitualKind(e.n)) {
    case RitualKind::kBuild:
      lizard::PlaceGarden(s, e.a);
      break;
    case RitualKind::kRecruit:
      PlaceWarriors(s, kCult, e.a, 1);
      break;
    case RitualKind::kSacrifice:
      --s.warriors[Fi(kCult)][e.a];
      ++s.lizard.acolytes;
      break;
    case RitualKind::kScore: {
      const Suit suit = CardSuit(e.card);
      // The spent card goes onto the Lost Souls (seed 001 D: 派閥ボードに積み重ねます).
      s.hand[seat] &= ~Bit(e.spent[0]);
      s.lizard.lost_souls |= Bit(e.spent[0]);
      s.lizard.scored = uint8_t(s.lizard.scored | (1u << int(suit)));
      AddVp(s, seat, lizard::ScoreVp(s, suit), Score::kBuilding);
      break;
    }
  }
}

void Execute(State& s, const Event& e) {
  LizardBoard& z = s.lizard;
  const int seat = Seat(s);
  switch (e.kind) {
    case EventKind::kCultSetup:
      ExecuteSetup(s, e);
      break;
    case EventKind::kEndPhase:
      if (Step(s) == LizardStep::kConspiracies) {
        s.phase = Phase::kDaylight;
        s.fstep = uint8_t(LizardStep::kRituals);
      } else if (Step(s) == LizardStep::kRituals) {
        // seed 001 夜フェイズ《カードの回収》: the revealed cards back to the hand.
        s.hand[seat] |= z.revealed;
        z.revealed = 0;
        s.phase = Phase::kEvening;
        s.fstep = uint8_t(LizardStep::kEvening);
      } else {
        s.fstep = uint8_t(LizardStep::kEveningDraw);
      }
      break;
    case EventKind::kCrusade:
      z.acolytes = uint8_t(z.acolytes - ConspiracyCost(s, 0));
      s.warrior_supply[Fi(kCult)] = uint8_t(s.warrior_supply[Fi(kCult)] + ConspiracyCost(s, 0));
      if (e.b < 0) {
        StartBattle(s, seat, e.a, e.target);
      } else {
        MoveWarriors(s, kCult, e.a, e.b, e.n);
        if (e.target >= 0) StartBattle(s, seat, e.b, e.target);
      }
      break;
    case EventKind::kConvert: {
      z.acolytes = uint8_t(z.acolytes - ConspiracyCost(s, 1));
      s.warrior_supply[Fi(kCult)] = uint8_t(s.warrior_supply[Fi(kCult)] + ConspiracyCost(s, 1));
      const Faction victim = FactionOf(s, e.target);
      RemoveWarriors(s, victim, e.a, 1, /*hospital=*/true);
      NoteRemoval(s, seat, victim, 1, 0);
      PlaceWarriors(s, kCult, e.a, 1);
      break;
    }
    case EventKind::kSanctify:
      z.acolytes = uint8_t(z.acolytes - ConspiracyCost(s, 2));
      s.warrior_supply[Fi(kCult)] = uint8_t(s.warrior_supply[Fi(kCult)] + ConspiracyCost(s, 2));
      RemovePiece(s, PieceKind(e.piece), e.a, seat);
      lizard::PlaceGarden(s, e.a);
      break;
    case EventKind::kRitual:
      ExecuteRitual(s, e);
      break;
    case EventKind::kCraft:
      ExecuteCraft(s, seat, e);
      break;
    case EventKind::kDiscard:
      DiscardFromHand(s, seat, e.card);
      break;
    default:
      break;
  }
}

// ---- Legal events, in the order Validate accepts them ----

void ListCrusades(const State& s, const Event& proto, EventSink sink) {
  const int seat = Seat(s);
  for (int c = 0; c < kNumClearings; ++c) {
    if (!OutcastClearing(s, c, rules::kCrusade).ok()) continue;
    Event e = proto;
    e.kind = EventKind::kCrusade;
    e.a = int8_t(c);
    for (int d = 0; d < s.players; ++d) {
      e.b = -1, e.n = 0, e.target = int8_t(d);
      if (ValidateCrusade(s, e).ok()) sink(e);
    }
    for (int to = 0; to < kNumClearings; ++to) {
      for (int n = 1; n <= s.warriors[Fi(kCult)][c]; ++n) {
        e.b = int8_t(to), e.n = int8_t(n), e.target = -1;
        if (!ValidateCrusade(s, e).ok()) break;  // too many warriors, or no such move at all
        sink(e);
        for (int d = 0; d < s.players; ++d) {
          if (d == seat) continue;
          e.target = int8_t(d);
          if (ValidateCrusade(s, e).ok()) sink(e);
        }
      }
    }
  }
}

void Legal(const State& s, EventSink sink) {
  const int seat = Seat(s);
  Event e;
  e.seat = int8_t(seat);
  switch (Step(s)) {
    case LizardStep::kSetup:
      e.kind = EventKind::kCultSetup;
      for (int c = 0; c < kNumClearings; ++c) {
        if (!ValidateSetupCorner(s, c).ok()) continue;
        e.a = int8_t(c);
        for (int suit = 0; suit < kNumClearingSuits; ++suit) {
          e.n = int8_t(suit);
          sink(e);
        }
      }
      return;
    case LizardStep::kConspiracies: {
      e.kind = EventKind::kEndPhase;
      sink(e);
      if (Acolytes(s, 0, rules::kCrusade).ok()) ListCrusades(s, e, sink);
      for (int c = 0; c < kNumClearings; ++c) {
        for (int d = 0; d < s.players; ++d) {
          Event x = e;
          x.a = int8_t(c), x.target = int8_t(d);
          x.kind = EventKind::kConvert;
          if (ValidateConvert(s, x).ok()) sink(x);
          x.kind = EventKind::kSanctify;
          for (int k = 0; k < kNumPieceKinds; ++k) {
            x.piece = int8_t(k);
            if (ValidateSanctify(s, x).ok()) sink(x);
          }
        }
      }
      return;
    }
    case LizardStep::kRituals:
      e.kind = EventKind::kEndPhase;
      sink(e);
      e.kind = EventKind::kRitual;
      for (uint64_t m = s.hand[seat]; m; m &= m - 1) {
        Event r = e;
        r.card = int8_t(std::countr_zero(m));
        for (int kind = 0; kind < 3; ++kind) {
          r.n = int8_t(kind);
          for (int c = 0; c < kNumClearings; ++c) {
            r.a = int8_t(c);
            if (ValidateRitual(s, r).ok()) sink(r);
          }
        }
        r.n = int8_t(RitualKind::kScore);
        r.a = -1;
        for (uint64_t k = s.hand[seat]; k; k &= k - 1) {
          r.spent[0] = int8_t(std::countr_zero(k));
          if (ValidateRitual(s, r).ok()) sink(r);
        }
      }
      return;
    case LizardStep::kEvening:
      e.kind = EventKind::kEndPhase;
      sink(e);
      ListCrafts(s, seat, sink);
      return;
    case LizardStep::kEveningDiscard:
      ListHandLimitDiscards(s, seat, sink);
      return;
    default:
      return;
  }
}

}  // namespace

// constinit: see factions/table.cc.
constinit const FactionRules kLizardRules = {
    .faction = Faction::kLizard,
    .name = "lizard",
    .warriors = kLizardWarriors,
    .init = &Init,
    .setup_done = &SetupDone,
    .begin_turn = &BeginTurn,
    .advance = &Advance,
    .validate = &Validate,
    .execute = &Execute,
    .legal = &Legal,
    .crafting_pieces = &CraftingPieces,
    .use_crafting_pieces = &UseCraftingPieces,
    .craft_vp = &CraftVp,
    .in_daylight_actions = &InDaylightActions,
    .pieces = lizard::kPieces,
    .building_rows = lizard::kBuildingRows,
    .tokens = &lizard::Tokens,
    .count_piece = &lizard::CountPiece,
    .remove_piece = &lizard::RemovePiece,
    .warriors_removed = &lizard::WarriorsRemoved,
    .board_text = &lizard::BoardText,
    .clearing_text = &lizard::ClearingText,
    .last_step = uint8_t(LizardStep::kEveningDiscard),
    .reset = &Reset,
    .write_snapshot = &lizard::WriteSnapshot,
    .read_snapshot = &lizard::ReadSnapshot,
    .check_snapshot = &lizard::CheckSnapshot,
    // Gardens conserved: the map's and the tracks' make five of each suit.
    .check_pieces = &lizard::CheckSnapshot,
    .card_sets = lizard::kCardSets,
    .digest = &lizard::Digest,
    .warriors_off_map_at = lizard::kAcolytesAt,
    .board_headline = &lizard::BoardHeadline,
    .card_discarded = &lizard::CardDiscarded,
    // seed 001 【蜥蜴教団】《巡礼》: a garden's clearing is the Cult's.
    .buildings_rule_outright = true,
    // seed 001 【蜥蜴教団】《棄教への恐怖》: a garden removed, a random card lost.
    .random_discard_rule = &rules::kFearOfTheFaithful,
    .event_text = &lizard::EventText,
};

}  // namespace arbiter::root
