#include "tests/rumble_nation/rn_table.h"

#include <algorithm>

#include "engine/core/registry.h"
#include "engine/core/rejection.h"
#include "engine/core/typed_match.h"
#include "engine/rumble_nation/rules.h"
#include "gtest/gtest.h"

namespace arbiter::rumble_nation::testing {
namespace {

namespace pbrn = ::arbiter::pb::rumble_nation;

pbrn::Event* Body(pb::Event* e) { return e->mutable_rumble_nation(); }

pbrn::Area ProtoArea(int area) { return static_cast<pbrn::Area>(area + 1); }

}  // namespace

pb::Event DealEvent(const std::vector<uint32_t>& values) {
  pb::Event e;
  auto* deal = Body(&e)->mutable_deal_castles();
  for (uint32_t v : values) deal->add_values(v);
  return e;
}

pb::Event RevealEvent(const std::vector<Card>& cards) {
  pb::Event e;
  auto* reveal = Body(&e)->mutable_reveal_cards();
  for (Card c : cards) reveal->add_cards(static_cast<pbrn::Card>(c));
  return e;
}

pb::Event RollEvent(int seat) {
  pb::Event e;
  Body(&e)->set_seat(seat);
  Body(&e)->mutable_roll();
  return e;
}

pb::Event DiceEvent(std::vector<uint32_t> faces) {
  pb::Event e;
  auto* dice = Body(&e)->mutable_dice();
  for (uint32_t f : faces) dice->add_faces(f);
  return e;
}

pb::Event RerollEvent(int seat) {
  pb::Event e;
  Body(&e)->set_seat(seat);
  Body(&e)->mutable_reroll();
  return e;
}

pb::Event PlaceEvent(int seat, int area, int soldiers) {
  pb::Event e;
  Body(&e)->set_seat(seat);
  auto* place = Body(&e)->mutable_place();
  if (area >= 0) place->set_area(ProtoArea(area));
  place->set_soldiers(soldiers);
  return e;
}

pb::Event CardEvent(int seat, Card card, int from, int to, int opponent) {
  pb::Event e;
  Body(&e)->set_seat(seat);
  auto* play = Body(&e)->mutable_play_card();
  play->set_card(static_cast<pbrn::Card>(card));
  if (from >= 0) play->set_from(ProtoArea(from));
  if (to >= 0) play->set_to(ProtoArea(to));
  if (opponent >= 0) play->set_opponent(opponent);
  return e;
}

pb::Event TakesEvent(int seat, Card card,
                     const std::vector<std::pair<int, int>>& takes) {
  pb::Event e = CardEvent(seat, card);
  for (const auto& [area, count] : takes) {
    auto* take = Body(&e)->mutable_play_card()->add_takes();
    if (area >= 0) take->set_area(ProtoArea(area));
    take->set_count(count);
  }
  return e;
}

pb::Event ReinforceEvent(int seat, int to) {
  pb::Event e;
  Body(&e)->set_seat(seat);
  auto* reinforce = Body(&e)->mutable_reinforce();
  if (to >= 0) reinforce->set_to(ProtoArea(to));
  return e;
}

std::array<uint32_t, 3> DiceFor(int castle, int soldiers) {
  // Pair (a, castle - a) with both faces 1..6; the single die 1, 3 or 5
  // places 1, 2 or 3 soldiers (seed 一.進軍フェイズ ① 兵コマを配置する).
  uint32_t a = static_cast<uint32_t>(std::max(1, castle - 6));
  uint32_t b = static_cast<uint32_t>(castle) - a;
  uint32_t single = static_cast<uint32_t>(2 * soldiers - 1);
  return {a, b, single};
}

Table::Table(int players) : players_(players) {
  const Game* game = FindGame("rumble_nation");
  EXPECT_NE(game, nullptr);
  pb::Header header;
  header.set_format_version(kFormatVersion);
  header.set_rules_version(1);
  header.set_game("rumble_nation");
  header.set_players(players);
  header.mutable_rumble_nation();
  absl::StatusOr<std::unique_ptr<Match>> match = game->NewMatch(header);
  EXPECT_TRUE(match.ok()) << match.status();
  match_ = *std::move(match);
}

void Table::Setup(const std::vector<Card>& cards,
                  const std::array<uint32_t, kNumAreas>& castles) {
  std::vector<Card> shown = cards;
  if (shown.empty()) {
    for (int i = 1; i <= players_ + 1; ++i) shown.push_back(static_cast<Card>(i));
  }
  absl::Status dealt =
      Apply(DealEvent(std::vector<uint32_t>(castles.begin(), castles.end())));
  ASSERT_TRUE(dealt.ok()) << dealt;
  absl::Status revealed = Apply(RevealEvent(shown));
  ASSERT_TRUE(revealed.ok()) << revealed;
}

absl::Status Table::Apply(const pb::Event& event) {
  absl::Status status = match_->Apply(event);
  if (status.ok()) events_.push_back(event);
  return status;
}

absl::Status Table::Deploy(int seat, int area, int soldiers,
                           std::optional<int> placed) {
  if (absl::Status s = Apply(RollEvent(seat)); !s.ok()) return s;
  std::array<uint32_t, 3> dice = DiceFor(state().castle[area], soldiers);
  if (absl::Status s = Apply(DiceEvent({dice[0], dice[1], dice[2]})); !s.ok()) {
    return s;
  }
  int claim = placed.value_or(std::min<int>(soldiers, state().supply[seat]));
  return Apply(PlaceEvent(seat, area, claim));
}

absl::Status Table::Play(const std::vector<Step>& steps) {
  for (const Step& step : steps) {
    if (absl::Status s = Deploy(step.seat, step.area, step.soldiers); !s.ok()) {
      return s;
    }
  }
  return absl::OkStatus();
}

absl::Status Table::DeployUntilBattle(
    const std::function<int(int seat, int turn)>& area_for) {
  std::array<int, kMaxPlayers> turns{};
  while (state().phase == Phase::kTurn) {
    int seat = state().to_move;
    absl::Status s = Deploy(seat, area_for(seat, turns[seat]++), 3);
    if (!s.ok()) return s;
  }
  return absl::OkStatus();
}

const State& Table::state() const {
  return AsTyped<RumbleNationRules>(*match_)->state();
}

pb::MatchLog Table::ToLog(const std::string& match_id) const {
  pb::MatchLog log;
  pb::Header* h = log.mutable_header();
  h->set_format_version(kFormatVersion);
  h->set_rules_version(1);
  h->set_match_id(match_id);
  h->set_game("rumble_nation");
  h->set_players(players_);
  h->mutable_rumble_nation();
  h->mutable_provenance()->set_source("conformance");
  for (const pb::Event& e : events_) *log.add_events() = e;
  return log;
}

std::string RuleOf(const absl::Status& status) {
  std::optional<Rejection> r = GetRejection(status);
  return r.has_value() ? r->rule_id : std::string();
}

}  // namespace arbiter::rumble_nation::testing
