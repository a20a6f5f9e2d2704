// Match's native legal events (engine/core/legal_events.h) used wrongly: an
// index out of range or a buffer another game filled is refused with
// kInvalidArgument and leaves the match as it was; one buffer serves matches
// of several games in turn. (That the native list is the message list, event
// for event, every game's battery checks.)
#include <memory>
#include <random>

#include "engine/core/legal_events.h"
#include "engine/core/registry.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace {

std::unique_ptr<Match> NewMatchOf(absl::string_view name) {
  const Game* game = FindGame(name);
  EXPECT_NE(game, nullptr) << name;
  PlayOptions options;
  options.seed = 3;
  absl::StatusOr<pb::Header> header = game->MakeHeader(options);
  EXPECT_TRUE(header.ok()) << header.status();
  absl::StatusOr<std::unique_ptr<Match>> match = game->NewMatch(*header);
  EXPECT_TRUE(match.ok()) << match.status();
  return *std::move(match);
}

// A new match of `name` with its opening chance outcomes played, so that a
// seat decides.
std::unique_ptr<Match> DecisionOf(absl::string_view name) {
  std::unique_ptr<Match> match = NewMatchOf(name);
  std::mt19937_64 rng(1);
  LegalEvents drawn;
  while (match->Actor() == kChanceActor) {
    if (!match->SampleChance(rng, &drawn).ok() || !match->ApplyLegal(drawn, 0).ok()) {
      ADD_FAILURE() << name << ": a drawn chance outcome was not applied";
      break;
    }
  }
  return match;
}

TEST(LegalEvents, AnEmptyBufferHoldsNothingToApply) {
  std::unique_ptr<Match> match = NewMatchOf("rumble_nation");
  LegalEvents legal;
  EXPECT_EQ(legal.size(), 0);
  EXPECT_TRUE(legal.empty());
  const uint64_t before = match->Digest();
  EXPECT_EQ(match->ApplyLegal(legal, 0).code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(match->Digest(), before);
  pb::Event encoded;
  encoded.mutable_checkpoint()->set_digest(1);  // cleared too
  match->EncodeLegal(legal, 0, &encoded);
  EXPECT_EQ(encoded.ByteSizeLong(), 0u);
  EXPECT_EQ(match->LegalEventText(legal, 0), "");
}

TEST(LegalEvents, AnIndexOutOfRangeIsRefused) {
  std::unique_ptr<Match> match = DecisionOf("root");
  LegalEvents legal;
  match->ListLegal(&legal);
  ASSERT_FALSE(legal.empty());
  EXPECT_EQ(legal.size(), match->CountLegalEvents());
  const uint64_t before = match->Digest();
  EXPECT_EQ(match->ApplyLegal(legal, -1).code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(match->ApplyLegal(legal, legal.size()).code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(match->Digest(), before);
  EXPECT_EQ(match->LegalEventText(legal, legal.size()), "");
  EXPECT_TRUE(match->ApplyLegal(legal, legal.size() - 1).ok());
}

TEST(LegalEvents, AnotherGamesBufferIsRefused) {
  std::unique_ptr<Match> root = DecisionOf("root");
  std::unique_ptr<Match> living_forest = DecisionOf("living_forest");
  LegalEvents legal;
  root->ListLegal(&legal);
  ASSERT_FALSE(legal.empty());
  const uint64_t before = living_forest->Digest();
  EXPECT_EQ(living_forest->ApplyLegal(legal, 0).code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(living_forest->Digest(), before);
  pb::Event encoded;
  living_forest->EncodeLegal(legal, 0, &encoded);
  EXPECT_EQ(encoded.ByteSizeLong(), 0u);
  EXPECT_EQ(living_forest->LegalEventText(legal, 0), "");
}

TEST(LegalEvents, OneBufferServesSeveralGamesInTurn) {
  std::unique_ptr<Match> root = DecisionOf("root");
  std::unique_ptr<Match> living_forest = DecisionOf("living_forest");
  LegalEvents legal;
  root->ListLegal(&legal);
  living_forest->ListLegal(&legal);
  EXPECT_EQ(legal.size(), living_forest->CountLegalEvents());
  EXPECT_TRUE(living_forest->ApplyLegal(legal, 0).ok());
  root->ListLegal(&legal);
  EXPECT_EQ(legal.size(), root->CountLegalEvents());
  EXPECT_TRUE(root->ApplyLegal(legal, 0).ok());
}

TEST(LegalEvents, SampleChanceAtADecisionEmptiesTheBuffer) {
  std::unique_ptr<Match> match = DecisionOf("rumble_nation");
  LegalEvents legal;
  match->ListLegal(&legal);
  ASSERT_FALSE(legal.empty());
  std::mt19937_64 rng(1);
  EXPECT_EQ(match->SampleChance(rng, &legal).code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_TRUE(legal.empty());
}

}  // namespace
}  // namespace arbiter
