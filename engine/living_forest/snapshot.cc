#include "engine/living_forest/snapshot.h"

#include "absl/strings/str_cat.h"
#include "engine/living_forest/consistency.h"
#include "engine/living_forest/setup.h"

namespace arbiter::living_forest {
namespace {

namespace lf = ::arbiter::pb::living_forest;

void PileOut(const Pile& pile, bool top_first,
             google::protobuf::RepeatedField<int>* out) {
  for (int i = 0; i < pile.n; ++i) {
    out->Add(pile.cards[top_first ? pile.n - 1 - i : i] + 1);
  }
}

absl::Status Bad(absl::string_view field) {
  return absl::InvalidArgumentError(
      absl::StrCat("living_forest State snapshot: ", field, " out of range"));
}

absl::Status CardIn(int value, uint8_t* out) {
  if (value < 1 || value > kNumCardKinds) return Bad("card");
  *out = static_cast<uint8_t>(value - 1);
  return absl::OkStatus();
}

absl::Status PileIn(const google::protobuf::RepeatedField<int>& in, bool top_first,
                    Pile* pile) {
  if (in.size() > kMaxOwned) return Bad("pile size");
  pile->n = static_cast<uint8_t>(in.size());
  for (int i = 0; i < in.size(); ++i) {
    absl::Status st = CardIn(in.Get(i), &pile->cards[top_first ? in.size() - 1 - i : i]);
    if (!st.ok()) return st;
  }
  return absl::OkStatus();
}

// Copies a repeated count field of exactly `n` values, each <= `max`.
template <typename Array>
absl::Status CountsIn(const google::protobuf::RepeatedField<uint32_t>& in, int max,
                      absl::string_view field, Array* out) {
  if (in.size() != static_cast<int>(out->size())) return Bad(field);
  for (int i = 0; i < in.size(); ++i) {
    if (in.Get(i) > static_cast<uint32_t>(max)) return Bad(field);
    (*out)[i] = static_cast<uint8_t>(in.Get(i));
  }
  return absl::OkStatus();
}

}  // namespace

void StateToProto(const State& s, lf::State* out) {
  out->Clear();
  out->set_phase(static_cast<uint32_t>(s.phase));
  out->set_setup_step(s.setup_step);
  out->set_round(s.round);
  out->set_holder(s.holder);
  out->set_turn(s.turn);
  for (const auto& row : s.display) {
    for (uint8_t card : row) out->add_display(static_cast<lf::Card>(card == kNoCard ? 0 : card + 1));
  }
  for (int level = 0; level < kNumLevels; ++level) {
    lf::State::Stack* stack = out->add_stacks();
    for (int i = s.stack_n[level] - 1; i >= 0; --i) {
      stack->add_cards(static_cast<lf::Card>(s.stack[level][i] + 1));
    }
  }
  out->set_burn_fire_cards(s.burn_cards);
  out->set_fragment_stock(s.fragment_stock);
  for (uint8_t v : s.centre) out->add_centre_fires(v);
  for (uint8_t v : s.fire_supply) out->add_fire_supply(v);
  for (uint8_t v : s.dispenser) out->add_dispenser(v);
  for (uint8_t v : s.taken) out->add_taken_this_round(v);
  out->set_pending_bonus(static_cast<uint32_t>(s.pending));
  out->set_bonus_extra(s.bonus_extra);
  out->set_attracting(s.attracting != 0);
  out->set_attract_budget(s.attract_budget);
  out->set_winners_mask(s.winners_mask);
  for (int seat = 0; seat < s.players; ++seat) {
    const PlayerState& p = s.p[seat];
    lf::State::Player* q = out->add_players();
    PileOut(p.deck, true, q->mutable_deck());
    PileOut(p.discard, false, q->mutable_discard());
    PileOut(p.line, false, q->mutable_help_line());
    for (uint8_t tree : p.forest) q->add_forest(static_cast<lf::Tree>(tree == kNoTree ? 0 : tree + 1));
    q->set_fragments(p.fragments);
    for (uint8_t v : p.fires) q->add_fires(v);
    for (uint8_t v : p.victory) q->add_victory(v);
    q->set_rock(p.rock);
    q->set_stopped(p.stopped != 0);
    q->set_just_revealed(p.just_revealed != 0);
    q->set_awaiting_reshuffle(p.awaiting_reshuffle != 0);
    q->set_actions_done(p.actions_done);
    for (ActionKind a : p.actions) q->add_actions(static_cast<uint32_t>(a));
  }
}

absl::StatusOr<State> StateFromProto(const lf::State& in, int players) {
  State s = InitialState(players);
  if (in.phase() > static_cast<uint32_t>(Phase::kGameOver)) return Bad("phase");
  s.phase = static_cast<Phase>(in.phase());
  if (in.setup_step() > static_cast<uint32_t>(players + kNumLevels)) return Bad("setup_step");
  s.setup_step = static_cast<uint8_t>(in.setup_step());
  if (in.round() > 60000) return Bad("round");
  s.round = static_cast<uint16_t>(in.round());
  if (in.holder() >= static_cast<uint32_t>(players)) return Bad("holder");
  if (in.turn() >= static_cast<uint32_t>(players)) return Bad("turn");
  s.holder = static_cast<uint8_t>(in.holder());
  s.turn = static_cast<uint8_t>(in.turn());
  if (in.display_size() != kNumLevels * kDisplayPerLevel) return Bad("display");
  for (int i = 0; i < in.display_size(); ++i) {
    uint8_t& slot = s.display[i / kDisplayPerLevel][i % kDisplayPerLevel];
    if (in.display(i) == 0) {
      slot = kNoCard;
    } else if (absl::Status st = CardIn(in.display(i), &slot); !st.ok()) {
      return st;
    }
  }
  if (in.stacks_size() != kNumLevels) return Bad("stacks");
  for (int level = 0; level < kNumLevels; ++level) {
    const auto& cards = in.stacks(level).cards();
    if (cards.size() > kLevelSize[level]) return Bad("stack size");
    s.stack[level].fill(kNoCard);
    s.stack_n[level] = static_cast<uint8_t>(cards.size());
    for (int i = 0; i < cards.size(); ++i) {
      absl::Status st = CardIn(cards.Get(i), &s.stack[level][cards.size() - 1 - i]);
      if (!st.ok()) return st;
    }
  }
  if (in.burn_fire_cards() > kNumFireCards) return Bad("burn_fire_cards");
  s.burn_cards = static_cast<uint8_t>(in.burn_fire_cards());
  if (in.fragment_stock() > kNumFragments) return Bad("fragment_stock");
  s.fragment_stock = static_cast<uint8_t>(in.fragment_stock());
  if (absl::Status st = CountsIn(in.centre_fires(), kCentreFireCap, "centre_fires", &s.centre);
      !st.ok()) return st;
  if (absl::Status st = CountsIn(in.fire_supply(), 60, "fire_supply", &s.fire_supply);
      !st.ok()) return st;
  if (absl::Status st = CountsIn(in.dispenser(), 4, "dispenser", &s.dispenser); !st.ok())
    return st;
  if (absl::Status st = CountsIn(in.taken_this_round(), 23, "taken_this_round", &s.taken);
      !st.ok()) return st;
  if (in.pending_bonus() > static_cast<uint32_t>(Bonus::kExtinguish)) return Bad("pending_bonus");
  s.pending = static_cast<Bonus>(in.pending_bonus());
  if (in.bonus_extra() < 0 || in.bonus_extra() > 2) return Bad("bonus_extra");
  s.bonus_extra = static_cast<int8_t>(in.bonus_extra());
  s.attracting = in.attracting() ? 1 : 0;
  if (in.attract_budget() < -100 || in.attract_budget() > 100) return Bad("attract_budget");
  s.attract_budget = static_cast<int8_t>(in.attract_budget());
  if (in.winners_mask() >= (1u << players)) return Bad("winners_mask");
  s.winners_mask = static_cast<uint8_t>(in.winners_mask());
  if (in.players_size() != players) return Bad("players");
  for (int seat = 0; seat < players; ++seat) {
    const lf::State::Player& q = in.players(seat);
    PlayerState& p = s.p[seat];
    for (auto [from, pile, top_first] :
         {std::tuple{&q.deck(), &p.deck, true}, std::tuple{&q.discard(), &p.discard, false},
          std::tuple{&q.help_line(), &p.line, false}}) {
      pile->cards.fill(kNoCard);
      if (absl::Status st = PileIn(*from, top_first, pile); !st.ok()) return st;
    }
    if (q.forest_size() != kForestCells) return Bad("forest");
    for (int cell = 0; cell < kForestCells; ++cell) {
      const int tree = q.forest(cell);
      if (tree < 0 || tree > kStartTree + 1) return Bad("forest");
      p.forest[cell] = tree == 0 ? kNoTree : static_cast<uint8_t>(tree - 1);
    }
    if (q.fragments() > kNumFragments) return Bad("fragments");
    p.fragments = static_cast<uint8_t>(q.fragments());
    if (absl::Status st = CountsIn(q.fires(), 60, "fires", &p.fires); !st.ok()) return st;
    if (absl::Status st = CountsIn(q.victory(), 12, "victory", &p.victory); !st.ok())
      return st;
    if (q.rock() >= static_cast<uint32_t>(kNumRocks)) return Bad("rock");
    p.rock = static_cast<uint8_t>(q.rock());
    p.stopped = q.stopped();
    p.just_revealed = q.just_revealed();
    p.awaiting_reshuffle = q.awaiting_reshuffle();
    if (q.actions_done() > 2) return Bad("actions_done");
    p.actions_done = static_cast<uint8_t>(q.actions_done());
    if (q.actions_size() != 2) return Bad("actions");
    for (int i = 0; i < 2; ++i) {
      if (q.actions(i) > static_cast<uint32_t>(ActionKind::kPlant)) return Bad("actions");
      p.actions[i] = static_cast<ActionKind>(q.actions(i));
    }
  }
  if (absl::Status st = CheckConservation(s); !st.ok()) {
    return absl::InvalidArgumentError(
        absl::StrCat("living_forest State snapshot: ", st.message()));
  }
  return s;
}

}  // namespace arbiter::living_forest
