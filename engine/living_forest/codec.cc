#include "engine/living_forest/codec.h"

#include <cstring>

#include "absl/strings/str_cat.h"
#include "engine/core/rejection.h"
#include "engine/living_forest/rule_ids.h"

namespace arbiter::living_forest {
namespace {

namespace lf = ::arbiter::pb::living_forest;

template <typename Repeated>
absl::Status DecodeCards(const Repeated& cards, Event& e) {
  if (cards.size() > kMaxOwned) {
    return Malformed(rules::kBadCount,
                     absl::StrCat(cards.size(), " cards; no pile holds more than ", kMaxOwned));
  }
  for (int i = 0; i < cards.size(); ++i) {
    const int value = cards.Get(i);
    if (value < 1 || value > kNumCardKinds) {
      return Malformed(rules::kBadCard, absl::StrCat("card ", value, " does not exist"));
    }
    e.cards[i] = static_cast<uint8_t>(value - 1);
  }
  e.n = static_cast<uint8_t>(cards.size());
  return absl::OkStatus();
}

}  // namespace

absl::StatusOr<Event> DecodeEvent(const pb::Event& in, int players) {
  if (in.body_case() == pb::Event::BODY_NOT_SET) {
    return Malformed(rules::kMissingBody, "the event has no body");
  }
  if (in.body_case() != pb::Event::kLivingForest) {
    return Malformed(rules::kWrongGame, "the event belongs to another game");
  }
  const lf::Event& m = in.living_forest();
  Event e;
  std::memset(&e, 0, sizeof(e));
  if (m.seat() >= static_cast<uint32_t>(players)) {
    return Malformed(rules::kBadSeat,
                     absl::StrCat("seat ", m.seat(), " is beyond ", players, " players"));
  }
  e.seat = static_cast<uint8_t>(m.seat());
  absl::Status st;
  switch (m.kind_case()) {
    case lf::Event::kShuffleDeck:
      e.type = EventType::kShuffleDeck;
      st = DecodeCards(m.shuffle_deck().cards(), e);
      break;
    case lf::Event::kShuffleStack:
      e.type = EventType::kShuffleStack;
      if (m.shuffle_stack().level() < 1 || m.shuffle_stack().level() > kNumLevels) {
        return Malformed(rules::kBadLevel,
                         absl::StrCat("level ", m.shuffle_stack().level(), " does not exist"));
      }
      e.level = static_cast<uint8_t>(m.shuffle_stack().level() - 1);
      st = DecodeCards(m.shuffle_stack().cards(), e);
      break;
    case lf::Event::kReveal: e.type = EventType::kReveal; break;
    case lf::Event::kReshuffle:
      e.type = EventType::kReshuffle;
      st = DecodeCards(m.reshuffle().cards(), e);
      break;
    case lf::Event::kSendAway: e.type = EventType::kSendAway; break;
    case lf::Event::kStop: e.type = EventType::kStop; break;
    case lf::Event::kTakeFragment: e.type = EventType::kTakeFragment; break;
    case lf::Event::kAttract: e.type = EventType::kAttract; break;
    case lf::Event::kAttractCard: {
      e.type = EventType::kAttractCard;
      const int card = m.attract_card().card();
      if (card < 1 || card > kNumCardKinds) {
        return Malformed(rules::kBadCard, absl::StrCat("card ", card, " does not exist"));
      }
      e.card = static_cast<uint8_t>(card - 1);
      break;
    }
    case lf::Event::kEndAttract: e.type = EventType::kEndAttract; break;
    case lf::Event::kExtinguish: {
      e.type = EventType::kExtinguish;
      const uint32_t counts[3] = {m.extinguish().value2(), m.extinguish().value3(),
                                  m.extinguish().value4()};
      for (int v = 0; v < kNumFireValues; ++v) {
        if (counts[v] > kCentreFireCap) {
          return Malformed(rules::kBadCount,
                           absl::StrCat(counts[v], " fires; the centre holds at most ",
                                        kCentreFireCap));
        }
        e.fires[v] = static_cast<uint8_t>(counts[v]);
      }
      break;
    }
    case lf::Event::kMove: {
      e.type = EventType::kMove;
      if (m.move().steps() > kMaxSteps || m.move().steals_size() > kMaxSteals) {
        return Malformed(rules::kBadCount, "a move longer than any reachable wind");
      }
      e.steps = static_cast<uint8_t>(m.move().steps());
      for (int i = 0; i < m.move().steals_size(); ++i) {
        const int kind = m.move().steals(i);
        if (kind < 1 || kind > kNumVictoryKinds) {
          return Malformed(rules::kBadVictory,
                           absl::StrCat("victory tile ", kind, " does not exist"));
        }
        e.steals[i] = static_cast<uint8_t>(kind - 1);
      }
      e.n_steals = static_cast<uint8_t>(m.move().steals_size());
      break;
    }
    case lf::Event::kPlant: {
      e.type = EventType::kPlant;
      const int tree = m.plant().tree();
      if (tree < 1 || tree > kNumTreeKinds) {
        return Malformed(rules::kBadTree,
                         absl::StrCat("tree ", tree, " is not in the dispensers"));
      }
      if (m.plant().row() >= static_cast<uint32_t>(kForestRows) ||
          m.plant().column() >= static_cast<uint32_t>(kForestColumns)) {
        return Malformed(rules::kBadCell, "the forest has 3 rows and 5 columns");
      }
      e.tree = static_cast<uint8_t>(tree - 1);
      e.cell = static_cast<uint8_t>(m.plant().row() * kForestColumns + m.plant().column());
      break;
    }
    case lf::Event::KIND_NOT_SET:
      return Malformed(rules::kMissingBody, "the living_forest event has no kind");
  }
  if (!st.ok()) return st;
  return e;
}

void EncodeEvent(const Event& e, pb::Event* out) {
  lf::Event* m = out->mutable_living_forest();
  m->Clear();
  m->set_seat(e.seat);
  auto cards = [&](auto* repeated) {
    for (int i = 0; i < e.n; ++i) repeated->Add(static_cast<lf::Card>(e.cards[i] + 1));
  };
  switch (e.type) {
    case EventType::kShuffleDeck: cards(m->mutable_shuffle_deck()->mutable_cards()); break;
    case EventType::kShuffleStack:
      m->mutable_shuffle_stack()->set_level(e.level + 1u);
      cards(m->mutable_shuffle_stack()->mutable_cards());
      break;
    case EventType::kReveal: m->mutable_reveal(); break;
    case EventType::kReshuffle: cards(m->mutable_reshuffle()->mutable_cards()); break;
    case EventType::kSendAway: m->mutable_send_away(); break;
    case EventType::kStop: m->mutable_stop(); break;
    case EventType::kTakeFragment: m->mutable_take_fragment(); break;
    case EventType::kAttract: m->mutable_attract(); break;
    case EventType::kAttractCard:
      m->mutable_attract_card()->set_card(static_cast<lf::Card>(e.card + 1));
      break;
    case EventType::kEndAttract: m->mutable_end_attract(); break;
    case EventType::kExtinguish:
      m->mutable_extinguish()->set_value2(e.fires[0]);
      m->mutable_extinguish()->set_value3(e.fires[1]);
      m->mutable_extinguish()->set_value4(e.fires[2]);
      break;
    case EventType::kMove:
      m->mutable_move()->set_steps(e.steps);
      for (int i = 0; i < e.n_steals; ++i) {
        m->mutable_move()->add_steals(static_cast<lf::VictoryTile>(e.steals[i] + 1));
      }
      break;
    case EventType::kPlant:
      m->mutable_plant()->set_tree(static_cast<lf::Tree>(e.tree + 1));
      m->mutable_plant()->set_row(e.cell / kForestColumns);
      m->mutable_plant()->set_column(e.cell % kForestColumns);
      break;
  }
}

}  // namespace arbiter::living_forest
