#include "engine/rumble_nation/legal.h"

#include <algorithm>
#include <numeric>

#include "absl/random/distributions.h"
#include "engine/rumble_nation/cards.h"
#include "engine/rumble_nation/reducer.h"

namespace arbiter::rumble_nation {
namespace {

// Enumerates every set of takes (area, count) over `areas[index..n)`, each
// count within the seat's soldiers there and the total within `budget`.
// Order: without the area before with it, counts ascending.
void ForEachTakes(const State& s, int seat, const AreaIndex* areas, int n,
                  int index, int budget, Event* e,
                  absl::FunctionRef<void(const Event&)> emit) {
  if (index == n) {
    emit(*e);
    return;
  }
  ForEachTakes(s, seat, areas, n, index + 1, budget, e, emit);
  int most = std::min<int>(s.soldiers[seat][areas[index]], budget);
  for (int k = 1; k <= most; ++k) {
    e->takes[e->take_count++] = Take{areas[index], static_cast<uint8_t>(k)};
    ForEachTakes(s, seat, areas, n, index + 1, budget - k, e, emit);
    e->takes[--e->take_count] = Take{};
  }
}

void CardEvents(const Components& c, const State& s,
                absl::FunctionRef<void(const Event&)> emit) {
  const int me = s.to_move;
  // Cards ascending by number, whatever their display slot.
  for (int number = 1; number <= kNumCards; ++number) {
    Card card = static_cast<Card>(number);
    if (std::find(s.display.begin(), s.display.begin() + c.display_size,
                  card) == s.display.begin() + c.display_size) {
      continue;
    }
    Event e;
    e.kind = EventKind::kPlayCard;
    e.seat = static_cast<Seat>(me);
    e.card = card;
    auto emit_if_legal = [&](const Event& candidate) {
      if (CardEffectViolation(c, s, candidate).empty()) emit(candidate);
    };
    switch (card) {
      case Card::kJoraku:
      case Card::kTaikyaku: {
        // 上洛 takes from Kyo's neighbours, any number; 退却 from anywhere,
        // three in all.
        bool joraku = card == Card::kJoraku;
        AreaIndex areas[kNumAreas];
        int n = 0;
        for (int a = 0; a < kNumAreas; ++a) {
          if (s.soldiers[me][a] > 0 && (!joraku || c.Adjacent(a, c.kyoto))) {
            areas[n++] = static_cast<AreaIndex>(a);
          }
        }
        ForEachTakes(s, me, areas, n, 0, joraku ? c.soldiers_per_player : 3,
                     &e, emit_if_legal);
        break;
      }
      case Card::kKasei:
        for (int to = 0; to < kNumAreas; ++to) {
          e.to = static_cast<AreaIndex>(to);
          emit_if_legal(e);
        }
        break;
      case Card::kMuhon:
        for (int from = 0; from < kNumAreas; ++from) {
          for (int opp = 0; opp < s.players; ++opp) {
            e.from = static_cast<AreaIndex>(from);
            e.opponent = static_cast<Seat>(opp);
            emit_if_legal(e);
          }
        }
        break;
      case Card::kTsuiho:
      case Card::kHitojichi:
      case Card::kOtori:
        for (int from = 0; from < kNumAreas; ++from) {
          for (int to = 0; to < kNumAreas; ++to) {
            for (int opp = 0; opp < s.players; ++opp) {
              e.from = static_cast<AreaIndex>(from);
              e.to = static_cast<AreaIndex>(to);
              e.opponent = static_cast<Seat>(opp);
              emit_if_legal(e);
            }
          }
        }
        break;
      default:  // the own-move cards: from, to
        for (int from = 0; from < kNumAreas; ++from) {
          for (int to = 0; to < kNumAreas; ++to) {
            e.from = static_cast<AreaIndex>(from);
            e.to = static_cast<AreaIndex>(to);
            emit_if_legal(e);
          }
        }
        break;
    }
  }
}

// The seat on turn may still use its one card, and nobody has run out
// (the reducer rejects the rest with their own rule ids).
bool CardsOpen(const State& s) {
  return s.card_used[s.to_move] == Card::kNone && !AnyoneOut(s);
}

}  // namespace

void LegalEvents(const Components& c, const State& s,
                 absl::FunctionRef<void(const Event&)> emit) {
  Event e;
  e.seat = s.to_move;
  switch (s.phase) {
    case Phase::kDealCastles:
    case Phase::kRevealCards:
    case Phase::kOver:
      return;
    case Phase::kDice:
      e.kind = EventKind::kDice;
      e.seat = 0;
      for (int a = 1; a <= 6; ++a) {
        for (int b = 1; b <= 6; ++b) {
          for (int d = 1; d <= 6; ++d) {
            e.faces = {static_cast<uint8_t>(a), static_cast<uint8_t>(b),
                       static_cast<uint8_t>(d)};
            emit(e);
          }
        }
      }
      return;
    case Phase::kTurn:
      e.kind = EventKind::kRoll;
      emit(e);
      if (CardsOpen(s)) CardEvents(c, s, emit);
      return;
    case Phase::kPlace: {
      e.kind = EventKind::kPlace;
      // Distinct areas named by the three splits, ascending by area.
      for (int area = 0; area < kNumAreas; ++area) {
        int soldiers = SoldiersFor(s, area, s.supply[s.to_move]);
        if (soldiers == 0) continue;
        e.area = static_cast<AreaIndex>(area);
        e.soldiers = static_cast<uint8_t>(soldiers);
        emit(e);
      }
      if (!s.rerolled) {
        Event reroll;
        reroll.kind = EventKind::kReroll;
        reroll.seat = s.to_move;
        emit(reroll);
      }
      return;
    }
    case Phase::kReinforce: {
      e.kind = EventKind::kReinforce;
      int from = 0;
      for (int a = 0; a < kNumAreas; ++a) {
        if (s.castle[a] == s.battle_value) from = a;
      }
      for (int to = 0; to < kNumAreas; ++to) {
        if (IsReinforceTarget(c, s, s.to_move, from, to)) {
          e.to = static_cast<AreaIndex>(to);
          emit(e);
        }
      }
      return;
    }
  }
}

Event SampleChance(const Components& c, const State& s, absl::BitGenRef rng) {
  Event e;
  e.seat = 0;
  switch (s.phase) {
    case Phase::kDealCastles: {
      e.kind = EventKind::kDealCastles;
      std::iota(e.values.begin(), e.values.end(), kMinCastle);
      std::shuffle(e.values.begin(), e.values.end(), rng);
      return e;
    }
    case Phase::kRevealCards: {
      e.kind = EventKind::kRevealCards;
      std::array<Card, kNumCards> deck;
      for (int i = 0; i < kNumCards; ++i) deck[i] = static_cast<Card>(i + 1);
      std::shuffle(deck.begin(), deck.end(), rng);
      e.card_count = static_cast<uint8_t>(c.display_size);
      for (int i = 0; i < c.display_size; ++i) e.cards[i] = deck[i];
      return e;
    }
    default:
      e.kind = EventKind::kDice;
      for (uint8_t& face : e.faces) {
        face = static_cast<uint8_t>(absl::Uniform(absl::IntervalClosed, rng, 1, 6));
      }
      return e;
  }
}

}  // namespace arbiter::rumble_nation
