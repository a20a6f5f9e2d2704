#include "engine/root/factions/marquise/marquise.h"

#include <array>
#include <bit>
#include <iterator>

#include "engine/root/actions.h"
#include "engine/root/battle.h"
#include "engine/root/board.h"
#include "engine/root/card_effects.h"
#include "engine/root/factions/marquise/field_hospitals.h"
#include "engine/root/factions/marquise/pieces.h"
#include "engine/root/factions/marquise/snapshot.h"
#include "engine/root/factions/marquise/text.h"

namespace arbiter::root {
namespace {

constexpr Faction kCat = Faction::kMarquise;

int Seat(const State& s) { return SeatOf(s, kCat); }
CatStep Step(const State& s) { return CatStep(s.fstep); }

int OnMap(const State& s, int type) { return kCatTrackLength - s.marquise.track[type]; }

// Clearings holding at least one recruiter: where a recruit places warriors.
int RecruiterClearings(const MarquiseBoard& m) {
  int n = 0;
  for (uint8_t recruiters : m.buildings[2]) n += recruiters != 0;
  return n;
}

void Init(State& s) {
  MarquiseBoard& m = s.marquise;
  m.keep = -1;
  m.track = {kCatTrackLength, kCatTrackLength, kCatTrackLength};
  m.wood_supply = kCatWood;
  s.warrior_supply[Fi(kCat)] = kCatWarriors;
}

bool SetupDone(const State& s) { return Step(s) >= CatStep::kSetupDone; }

void BeginTurn(State& s) {
  MarquiseBoard& m = s.marquise;
  m.actions_left = 3;  // seed 昼フェイズ: 3アクションまで
  m.march_moves = 0;
  m.recruited = false;
  m.crafting_open = true;
  m.workshops_used = {0, 0, 0};
  m.placed = {};
  s.phase = Phase::kBirdsong;
  s.fstep = uint8_t(CatStep::kBirdsong);
}

bool HasBird(const State& s) {
  for (uint64_t m = s.hand[Seat(s)]; m; m &= m - 1)
    if (kCards[std::countr_zero(m)].suit == Suit::kBird) return true;
  return false;
}

Progress Advance(State& s) {
  MarquiseBoard& m = s.marquise;
  switch (Step(s)) {
    case CatStep::kBirdsong:
      // root.marquise.wood: seed 朝フェイズ — one wood per sawmill, limited by
      // the tokens (facts 5); when they run short the Marquise chooses which
      // sawmills get them (official rules; the seed is silent).
      if (m.wood_supply < OnMap(s, 0)) {
        s.fstep = uint8_t(CatStep::kBirdsongWoodChoice);
        return Progress::kStepped;
      }
      for (int c = 0; c < kNumClearings; ++c) {
        m.wood[c] += m.buildings[0][c];
        m.wood_supply -= m.buildings[0][c];
      }
      s.phase = Phase::kDaylight;
      s.fstep = uint8_t(CatStep::kDaylight);
      return Progress::kStepped;
    case CatStep::kBirdsongWoodChoice:
      if (m.wood_supply == 0) {
        m.placed = {};
        s.phase = Phase::kDaylight;
        s.fstep = uint8_t(CatStep::kDaylight);
        return Progress::kStepped;
      }
      return Progress::kWaiting;
    case CatStep::kRecruitChoice:
      if (s.warrior_supply[Fi(kCat)] == 0) {
        m.placed = {};
        s.fstep = uint8_t(CatStep::kDaylight);
        return Progress::kStepped;
      }
      return Progress::kWaiting;
    case CatStep::kDaylight:
      // Nothing left to do: Daylight ends without an event.
      if (m.actions_left == 0 && m.march_moves == 0 && !HasBird(s) &&
          !AnyDaylightCardUsable(s)) {
        s.phase = Phase::kEvening;
        s.fstep = uint8_t(CatStep::kEveningDraw);
        return Progress::kStepped;
      }
      return Progress::kWaiting;
    case CatStep::kEveningDraw:
      // root.marquise.evening_draw: seed 夜フェイズ — 1 + uncovered icons.
      QueueDraw(s, Seat(s), CatEveningDraw(OnMap(s, 2)));
      s.fstep = uint8_t(CatStep::kEveningDiscard);
      return Progress::kStepped;
    case CatStep::kEveningDiscard:
      return HandSize(s, Seat(s)) > kHandLimit ? Progress::kWaiting
                                               : Progress::kTurnOver;
    default:
      return Progress::kWaiting;
  }
}

int Workshops(const State& s, Suit suit) {
  int n = 0;
  for (int c = 0; c < kNumClearings; ++c)
    if (s.suit[c] == suit) n += s.marquise.buildings[1][c];
  return n;
}

int CraftingPieces(const State& s, Suit suit) {
  if (suit == Suit::kBird) return 0;
  return Workshops(s, suit) - s.marquise.workshops_used[int(suit)];
}
void UseCraftingPieces(State& s, Suit suit, int n) {
  s.marquise.workshops_used[int(suit)] += n;
}
int CraftVp(const State&, int vp) { return vp; }
bool InDaylightActions(const State& s) { return Step(s) == CatStep::kDaylight; }

Verdict NeedAction(const State& s) {
  if (s.marquise.actions_left == 0)
    return Forbid(rules::kCatActions, "no actions left this Daylight");
  return Allowed();
}

Verdict ValidateBuild(const State& s, const Event& e) {
  if (e.piece < 0 || e.piece > int(PieceKind::kRecruiter))
    return Nonexistent(rules::kMalformed, "the Marquise builds sawmills, workshops, recruiters");
  if (!ValidClearing(e.a)) return Nonexistent(rules::kNoSuchClearing, "no such clearing");
  // root.marquise.build_rule: seed D — a clearing you rule.
  if (!RulesClearing(s, kCat, e.a))
    return Forbid(rules::kCatBuildRule, "the Marquise does not rule the clearing");
  // root.map.building_slots: seed 《広場について》 — no empty slot, no building.
  if (FreeSlots(s, e.a) <= 0) return Forbid(rules::kSlots, "no empty building slot");
  if (s.marquise.track[e.piece] == 0)
    return Forbid(rules::kCatBuildTrack, "no building of that type left");
  int cost = kCatWoodCost[OnMap(s, e.piece)];
  uint8_t reach[kNumClearings];
  ReachableWood(s, e.a, reach);
  int n = 0, prev = -1;
  for (int i = 0; i < kMaxWood; ++i) {
    if (e.wood[i] < 0) break;
    if (!ValidClearing(e.wood[i]))
      return Nonexistent(rules::kNoSuchClearing, "wood from no such clearing");
    if (e.wood[i] < prev)
      return Nonexistent(rules::kMalformed,
                         "wood_from must list clearings in ascending order (root.proto Build)");
    prev = e.wood[i];
    ++n;
  }
  for (int i = n; i < kMaxWood; ++i)
    if (e.wood[i] >= 0) return Nonexistent(rules::kMalformed, "gap in the wood list");
  // root.marquise.build_wood: seed D — wood from the clearing or a chain of
  // ruled clearings connected to it, as much as the track asks.
  if (n != cost) return Forbid(rules::kCatBuildWood, "wrong amount of wood for this building");
  for (int i = 0; i < n; ++i) {
    if (reach[e.wood[i]] == 0)
      return Forbid(rules::kCatBuildWood, "that wood is not connected through ruled clearings");
    --reach[e.wood[i]];
  }
  return Allowed();
}

Verdict Validate(const State& s, const Event& e) {
  const MarquiseBoard& m = s.marquise;
  switch (Step(s)) {
    case CatStep::kSetupKeep:
      if (e.kind != EventKind::kPlaceKeep)
        return Forbid(rules::kWrongTime, "the Marquise places the keep first");
      if (!ValidClearing(e.a)) return Nonexistent(rules::kNoSuchClearing, "no such clearing");
      if (!MapOf(s).IsCorner(e.a))
        return Forbid(rules::kCatSetup, "the keep goes in a corner clearing");
      return Allowed();
    case CatStep::kSetupBuildings: {
      if (e.kind != EventKind::kPlaceStartingBuilding)
        return Forbid(rules::kWrongTime, "the Marquise places starting buildings");
      if (e.piece != m.setup_buildings)
        return Forbid(rules::kCatSetup, "sawmill, workshop, recruiter in this order");
      if (!ValidClearing(e.a)) return Nonexistent(rules::kNoSuchClearing, "no such clearing");
      if (e.a != m.keep && !MapOf(s).Adjacent(e.a, m.keep))
        return Forbid(rules::kCatSetup, "in the keep's clearing or one adjacent to it");
      if (FreeSlots(s, e.a) <= 0) return Forbid(rules::kSlots, "no empty building slot");
      return Allowed();
    }
    case CatStep::kDaylight:
      switch (e.kind) {
        case EventKind::kEndPhase:
          return Allowed();
        case EventKind::kCraft:
          // root.craft.timing: seed 昼フェイズ — crafting at the start of Daylight.
          if (!m.crafting_open)
            return Forbid(rules::kCraftTiming, "crafting only before the first action");
          return ValidateCraft(s, Seat(s), e);
        case EventKind::kMove:
          if (e.decree >= 0) return Forbid(rules::kMalformed, "the Marquise has no Decree");
          if (m.march_moves == 0 && m.actions_left == 0)
            return Forbid(rules::kCatActions, "no actions left this Daylight");
          return ValidateMove(s, kCat, e.a, e.b, e.n);
        case EventKind::kBattle: {
          if (e.decree >= 0) return Forbid(rules::kMalformed, "the Marquise has no Decree");
          Verdict v = NeedAction(s);
          if (!v.ok()) return v;
          return ValidateBattleTarget(s, Seat(s), e.a, e.target);
        }
        case EventKind::kRecruit: {
          if (e.decree >= 0 || e.a >= 0)
            return Nonexistent(rules::kMalformed, "the Marquise recruits in every recruiter clearing at once");
          Verdict v = NeedAction(s);
          if (!v.ok()) return v;
          // root.marquise.recruit_once: seed C — once per turn.
          if (m.recruited) return Forbid(rules::kCatRecruitOnce, "already recruited this turn");
          if (OnMap(s, 2) == 0 || s.warrior_supply[Fi(kCat)] == 0)
            return Forbid(rules::kCatActions, "no recruiter on the map or no warrior in supply");
          return Allowed();
        }
        case EventKind::kBuild: {
          if (e.decree >= 0) return Forbid(rules::kMalformed, "the Marquise has no Decree");
          Verdict v = NeedAction(s);
          if (!v.ok()) return v;
          return ValidateBuild(s, e);
        }
        case EventKind::kOverwork: {
          Verdict v = NeedAction(s);
          if (!v.ok()) return v;
          if (!ValidCard(e.card)) return Nonexistent(rules::kMalformed, "no such card");
          if (!ValidClearing(e.a)) return Nonexistent(rules::kNoSuchClearing, "no such clearing");
          if (!InHand(s, Seat(s), e.card))
            return Forbid(rules::kCardNotInHand, "the card is not in your hand");
          // root.marquise.overwork: seed E — a card of a sawmill clearing's suit.
          if (m.buildings[0][e.a] == 0)
            return Forbid(rules::kCatOverwork, "no sawmill in the clearing");
          if (!PaysFor(kCards[e.card].suit, s.suit[e.a]))
            return Forbid(rules::kCardSuit, "the card does not match the clearing");
          if (m.wood_supply == 0) return Forbid(rules::kCatOverwork, "no wood left in supply");
          return Allowed();
        }
        case EventKind::kSpendBird:
          if (!ValidCard(e.card)) return Nonexistent(rules::kMalformed, "no such card");
          if (!InHand(s, Seat(s), e.card))
            return Forbid(rules::kCardNotInHand, "the card is not in your hand");
          // root.marquise.hawks_for_hire: seed 「鳥の手を借りる」.
          if (kCards[e.card].suit != Suit::kBird)
            return Forbid(rules::kCatBird, "only bird cards buy extra actions");
          return Allowed();
        default:
          return Forbid(rules::kWrongTime, "not a Marquise Daylight action");
      }
    case CatStep::kBirdsongWoodChoice:
      if (e.kind != EventKind::kPlaceWood)
        return Forbid(rules::kWrongTime, "place the Birdsong wood first");
      if (!ValidClearing(e.a)) return Nonexistent(rules::kNoSuchClearing, "no such clearing");
      if (m.buildings[0][e.a] <= m.placed[e.a])
        return Forbid(rules::kCatWood, "no sawmill left without wood there");
      return Allowed();
    case CatStep::kRecruitChoice:
      if (e.kind != EventKind::kRecruit || e.a < 0 || e.decree >= 0)
        return Forbid(rules::kWrongTime, "name the recruiter clearings that get the last warriors");
      if (!ValidClearing(e.a)) return Nonexistent(rules::kNoSuchClearing, "no such clearing");
      if (m.buildings[2][e.a] == 0 || m.placed[e.a] != 0)
        return Forbid(rules::kCatRecruitChoice, "no recruiter clearing left to serve there");
      return Allowed();
    case CatStep::kEveningDiscard:
      if (e.kind != EventKind::kDiscard)
        return Forbid(rules::kWrongTime, "discard down to five cards");
      return ValidateHandLimitDiscard(s, Seat(s), e);
    default:
      return Forbid(rules::kWrongTime, "the Marquise has no decision now");
  }
}

void SpendAction(State& s) {
  --s.marquise.actions_left;
  s.marquise.march_moves = 0;
  s.marquise.crafting_open = false;
}

void Execute(State& s, const Event& e) {
  MarquiseBoard& m = s.marquise;
  switch (e.kind) {
    case EventKind::kPlaceKeep: {
      m.keep = e.a;
      // root.marquise.setup: one warrior everywhere but the opposite corner.
      int opposite = MapOf(s).opposite[e.a];
      for (int c = 0; c < kNumClearings; ++c)
        if (c != opposite) PlaceWarriors(s, kCat, c, 1);
      s.fstep = uint8_t(CatStep::kSetupBuildings);
      break;
    }
    case EventKind::kPlaceStartingBuilding:
      ++m.buildings[e.piece][e.a];
      --m.track[e.piece];
      if (++m.setup_buildings == kNumCatBuildings) s.fstep = uint8_t(CatStep::kSetupDone);
      break;
    case EventKind::kEndPhase:
      s.phase = Phase::kEvening;
      s.fstep = uint8_t(CatStep::kEveningDraw);
      break;
    case EventKind::kCraft:
      ExecuteCraft(s, Seat(s), e);
      break;
    case EventKind::kMove:
      // root.marquise.march: seed B — two moves per march action.
      if (m.march_moves > 0) {
        m.march_moves = 0;
      } else {
        SpendAction(s);
        m.march_moves = 1;
      }
      MoveWarriors(s, kCat, e.a, e.b, e.n);
      break;
    case EventKind::kBattle:
      SpendAction(s);
      StartBattle(s, Seat(s), e.a, e.target, e.b);  // e.b: lent warriors
      break;
    case EventKind::kRecruit:
      if (Step(s) == CatStep::kRecruitChoice) {
        ++m.placed[e.a];
        PlaceWarriors(s, kCat, e.a, 1);
        break;
      }
      SpendAction(s);
      m.recruited = true;
      // root.marquise.recruit: seed 猫野候国 C:募兵アクション — one warrior in
      // each clearing with a recruiter, however many recruiters it holds (the
      // facts' "one per recruiter" disagrees; the seed wins). When the supply
      // runs short the Marquise chooses the clearings (official rules).
      if (s.warrior_supply[Fi(kCat)] < RecruiterClearings(m)) {
        m.placed = {};
        s.fstep = uint8_t(CatStep::kRecruitChoice);
        break;
      }
      for (int c = 0; c < kNumClearings; ++c)
        if (m.buildings[2][c] != 0) PlaceWarriors(s, kCat, c, 1);
      break;
    case EventKind::kPlaceWood:
      ++m.placed[e.a];
      ++m.wood[e.a];
      --m.wood_supply;
      break;
    case EventKind::kBuild: {
      SpendAction(s);
      for (int i = 0; i < kMaxWood && e.wood[i] >= 0; ++i) {
        --m.wood[e.wood[i]];
        ++m.wood_supply;
      }
      ++m.buildings[e.piece][e.a];
      --m.track[e.piece];
      // root.marquise.build_vp: seed D — the VP of the uncovered space.
      AddVp(s, Seat(s), kCatTrackVp[e.piece][OnMap(s, e.piece) - 1], Score::kBuilding);
      break;
    }
    case EventKind::kOverwork:
      SpendAction(s);
      DiscardFromHand(s, Seat(s), e.card);
      ++m.wood[e.a];
      --m.wood_supply;
      break;
    case EventKind::kSpendBird:
      DiscardFromHand(s, Seat(s), e.card);
      ++m.actions_left;
      break;
    case EventKind::kDiscard:
      DiscardFromHand(s, Seat(s), e.card);
      break;
    default:
      break;
  }
}

using WoodList = std::array<int8_t, kMaxWood>;

// Calls visit(list) for every way to take `need` more wood from `reach`
// (wood per clearing) into list[filled..], in the canonical order of a
// build's wood lists: clearings ascending, fewer from a clearing before more.
// Entries past the amount keep their -1.
template <typename Visit>
void ForEachWoodList(const uint8_t reach[], int from, int need, int filled,
                     WoodList& list, Visit& visit) {
  if (need == 0) {
    visit(list);
    return;
  }
  for (int c = from; c < kNumClearings; ++c) {
    for (int k = 1; k <= reach[c] && k <= need; ++k) {
      list[filled + k - 1] = int8_t(c);
      ForEachWoodList(reach, c + 1, need - k, filled + k, list, visit);
    }
  }
}

// The ruled clearings joined to c by a chain of ruled clearings, c included
// (seed D:建設アクション); empty when c itself is not ruled.
uint16_t RuledGroup(const State& s, uint16_t ruled, int c) {
  if (!((ruled >> c) & 1)) return 0;
  uint16_t seen = uint16_t(1u << c), frontier = seen;
  const MapDef& map = MapOf(s);
  while (frontier) {
    uint16_t next = 0;
    for (uint16_t f = frontier; f; f &= f - 1) next |= map.paths[std::countr_zero(f)];
    next &= ruled & ~seen;
    seen |= next;
    frontier = next;
  }
  return seen;
}

// Every build, in canonical order: building type, then clearing, then wood
// list (ForEachWoodList). The wood a build may use depends only on the group
// of ruled clearings its clearing belongs to, and the amount only on the
// type, so each group's reach is found once and each (group, amount)'s wood
// lists once, then stamped into the events of every type and clearing that
// share them.
void ListBuilds(const State& s, const Event& daylight, EventSink sink) {
  const MarquiseBoard& m = s.marquise;
  const uint16_t ruled = RuledBy(s, kCat);
  struct Group {
    uint16_t clearings = 0;
    uint8_t reach[kNumClearings] = {};
    // Per amount: the first of its lists in `pool`, -1 before they are
    // collected, kUncollected when the pool was too small for them.
    int16_t first[kMaxWood + 1] = {-1, -1, -1, -1, -1};
    int16_t count[kMaxWood + 1] = {};
  };
  constexpr int16_t kUncollected = -2;
  Group groups[kNumClearings];
  int8_t group_of[kNumClearings];
  int num_groups = 0;
  for (int c = 0; c < kNumClearings; ++c) {
    group_of[c] = -1;
    if (!((ruled >> c) & 1) || FreeSlots(s, c) <= 0) continue;
    for (int g = 0; g < num_groups; ++g)
      if ((groups[g].clearings >> c) & 1) group_of[c] = int8_t(g);
    if (group_of[c] >= 0) continue;
    Group& g = groups[num_groups];
    g.clearings = RuledGroup(s, ruled, c);
    for (int i = 0; i < kNumClearings; ++i)
      if ((g.clearings >> i) & 1) g.reach[i] = m.wood[i];
    group_of[c] = int8_t(num_groups++);
  }
  if (num_groups == 0) return;
  // With the kCatWood tokens at most C(8, 4) = 70 lists per amount over all
  // groups, and at most three amounts (one per type); a state holding more
  // wood than that falls back to walking the lists for each event.
  WoodList pool[256];
  int pooled = 0;
  Event b = daylight;
  b.kind = EventKind::kBuild;
  for (int t = 0; t < kNumCatBuildings; ++t) {
    if (m.track[t] == 0) continue;
    const int cost = kCatWoodCost[OnMap(s, t)];
    b.piece = int8_t(t);
    for (int c = 0; c < kNumClearings; ++c) {
      if (group_of[c] < 0) continue;
      Group& g = groups[group_of[c]];
      b.a = int8_t(c);
      if (g.first[cost] == -1) {
        g.first[cost] = int16_t(pooled);
        WoodList list = {-1, -1, -1, -1};
        auto collect = [&](const WoodList& w) {
          if (pooled < int(std::size(pool))) pool[pooled] = w;
          ++pooled;
        };
        ForEachWoodList(g.reach, 0, cost, 0, list, collect);
        if (pooled > int(std::size(pool))) {
          pooled = g.first[cost];
          g.first[cost] = kUncollected;
        } else {
          g.count[cost] = int16_t(pooled - g.first[cost]);
        }
      }
      if (g.first[cost] == kUncollected) {
        WoodList list = {-1, -1, -1, -1};
        auto emit = [&](const WoodList& w) {
          b.wood = w;
          sink(b);
        };
        ForEachWoodList(g.reach, 0, cost, 0, list, emit);
        continue;
      }
      for (int i = g.first[cost]; i < g.first[cost] + g.count[cost]; ++i) {
        b.wood = pool[i];
        sink(b);
      }
    }
  }
}

void Legal(const State& s, EventSink sink) {
  const MarquiseBoard& m = s.marquise;
  Event e;
  e.seat = int8_t(Seat(s));
  switch (Step(s)) {
    case CatStep::kSetupKeep:
      e.kind = EventKind::kPlaceKeep;
      for (int c = 0; c < kNumClearings; ++c)
        if (MapOf(s).IsCorner(c)) {
          e.a = int8_t(c);
          sink(e);
        }
      return;
    case CatStep::kSetupBuildings:
      e.kind = EventKind::kPlaceStartingBuilding;
      e.piece = int8_t(m.setup_buildings);
      for (int c = 0; c < kNumClearings; ++c) {
        e.a = int8_t(c);
        if (Validate(s, e).ok()) sink(e);
      }
      return;
    case CatStep::kEveningDiscard:
      ListHandLimitDiscards(s, Seat(s), sink);
      return;
    case CatStep::kBirdsongWoodChoice:
    case CatStep::kRecruitChoice:
      e.kind = Step(s) == CatStep::kRecruitChoice ? EventKind::kRecruit : EventKind::kPlaceWood;
      for (int c = 0; c < kNumClearings; ++c) {
        e.a = int8_t(c);
        if (Validate(s, e).ok()) sink(e);
      }
      return;
    case CatStep::kDaylight:
      break;
    default:
      return;
  }
  // Daylight, in EventKind order.
  e.kind = EventKind::kEndPhase;
  sink(e);
  if (m.march_moves > 0 || m.actions_left > 0)
    for (int c = 0; c < kNumClearings; ++c) ListMoves(s, kCat, c, e, sink);
  if (m.actions_left > 0)
    for (int c = 0; c < kNumClearings; ++c) ListBattles(s, Seat(s), c, e, sink);
  if (m.crafting_open) ListCrafts(s, Seat(s), sink);
  Event r = e;
  r.kind = EventKind::kRecruit;
  if (Validate(s, r).ok()) sink(r);
  if (m.actions_left > 0) {
    ListBuilds(s, e, sink);
    // Overwork needs a sawmill in the clearing and wood in supply, whatever
    // the card: only those candidates go to the validator.
    uint16_t sawmills = 0;
    if (m.wood_supply > 0)
      for (int c = 0; c < kNumClearings; ++c)
        if (m.buildings[0][c] != 0) sawmills |= uint16_t(1u << c);
    Event o = e;
    o.kind = EventKind::kOverwork;
    for (uint64_t h = sawmills ? s.hand[Seat(s)] : 0; h; h &= h - 1) {
      o.card = int8_t(std::countr_zero(h));
      for (uint16_t w = sawmills; w; w &= w - 1) {
        o.a = int8_t(std::countr_zero(w));
        if (Validate(s, o).ok()) sink(o);
      }
    }
  }
  Event b = e;
  b.kind = EventKind::kSpendBird;
  for (uint64_t h = s.hand[Seat(s)]; h; h &= h - 1) {
    b.card = int8_t(std::countr_zero(h));
    if (kCards[b.card].suit == Suit::kBird) sink(b);
  }
}

}  // namespace

void ReachableWood(const State& s, int c, uint8_t out[kNumClearings]) {
  const uint16_t group = RuledGroup(s, RuledBy(s, kCat), c);
  for (int i = 0; i < kNumClearings; ++i) out[i] = (group >> i) & 1 ? s.marquise.wood[i] : 0;
}

namespace {
// facts 8 (the Cult's setup): the keep's clearing is the Marquise's home.
int HomeClearing(const State& s) { return s.marquise.keep; }
}  // namespace

// constinit: see factions/table.cc.
constinit const FactionRules kMarquiseRules = {
    .faction = Faction::kMarquise,
    .name = "marquise",
    .warriors = kCatWarriors,
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
    .pieces = marquise::kPieces,
    .building_rows = marquise::kBuildingRows,
    .tokens = &marquise::Tokens,
    .count_piece = &marquise::CountPiece,
    .remove_piece = &marquise::RemovePiece,
    .bars_placement = &marquise::BarsPlacement,
    .warriors_removed = &marquise::WarriorsRemoved,
    .board_text = &marquise::BoardText,
    .clearing_text = &marquise::ClearingText,
    .always_in_state = true,
    .last_step = uint8_t(CatStep::kRecruitChoice),
    .reset = &marquise::Reset,
    .write_snapshot = &marquise::WriteSnapshot,
    .read_snapshot = &marquise::ReadSnapshot,
    .check_snapshot = &marquise::CheckSnapshot,
    .check_pieces = &marquise::CheckPieces,
    .digest = &marquise::Digest,
    .board_headline = &marquise::BoardHeadline,
    .removal_response = &marquise::kFieldHospitals,
    .home_clearing = &HomeClearing,
};

}  // namespace arbiter::root
