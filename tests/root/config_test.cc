// The header's Root configuration (root.setup.config, seed 【ゲームの準備】
// 派閥の選択 and 派閥の組み合わせ): 2 to 4 distinct factions this build
// implements, in any seat order; setup in the seed's faction order whatever
// the seats.
#include <string>

#include "arbiter/log.pb.h"
#include "engine/core/game.h"
#include "engine/core/registry.h"
#include "engine/core/rejection.h"
#include "engine/root/codec.h"
#include "engine/root/reducer.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace arbiter::root {
namespace {

pb::Header HeaderWith(std::initializer_list<int> factions) {
  pb::Header header;
  header.set_game("root");
  header.mutable_root();
  for (int f : factions) header.mutable_root()->add_factions(pb::root::Faction(f));
  return header;
}

// Refused as malformed under root.setup.config, with a message that names
// `what`.
void ExpectRefused(const pb::Header& header, const std::string& what) {
  absl::StatusOr<MatchSetup> setup = DecodeConfig(header);
  ASSERT_FALSE(setup.ok());
  EXPECT_EQ(setup.status().code(), absl::StatusCode::kInvalidArgument);
  std::optional<Rejection> why = GetRejection(setup.status());
  ASSERT_TRUE(why.has_value());
  EXPECT_EQ(why->rule_id, "root.setup.config");
  EXPECT_THAT(std::string(setup.status().message()), ::testing::HasSubstr(what));
}

TEST(RootConfig, SetupConfigSeatCountTwoToFour) {
  ExpectRefused(HeaderWith({pb::root::MARQUISE}), "1 factions listed");
  ExpectRefused(HeaderWith({1, 2, 1, 2, 1}), "5 factions listed");
  ExpectRefused(HeaderWith({}), "0 factions listed");
}

TEST(RootConfig, SetupConfigFactionListedTwice) {
  ExpectRefused(HeaderWith({pb::root::EYRIE, pb::root::EYRIE}), "eyrie listed twice");
}

TEST(RootConfig, SetupConfigUnbuiltFactionNamed) {
  // A faction value this build has no rules for, named with what is built.
  ExpectRefused(HeaderWith({pb::root::MARQUISE, 8}), "faction 8");
  ExpectRefused(HeaderWith({pb::root::MARQUISE, 8}), "built: marquise, eyrie");
  ExpectRefused(HeaderWith({0, pb::root::EYRIE}), "FACTION_UNSPECIFIED");
}

TEST(RootConfig, SetupConfigAnySeatOrderSetsUpInSeedOrder) {
  absl::StatusOr<MatchSetup> setup = DecodeConfig(HeaderWith({pb::root::EYRIE, pb::root::MARQUISE}));
  ASSERT_TRUE(setup.ok()) << setup.status();
  EXPECT_EQ(setup->factions[0], Faction::kEyrie);
  EXPECT_EQ(setup->factions[1], Faction::kMarquise);
  State s = NewInitialState(*setup);
  EXPECT_EQ(s.seat_of[int(Faction::kEyrie)], 0);
  EXPECT_EQ(s.seat_of[int(Faction::kMarquise)], 1);
  // seed 派閥ボード: the Marquise (seat 1) sets up before the Eyrie (seat 0).
  s.step = uint8_t(SetupStep::kFactions);
  EXPECT_EQ(ActorOfAnyCase(s), 1);
}

TEST(RootConfig, SetupConfigPlayFlagNamesWhatIsBuilt) {
  PlayOptions options;
  options.flags["factions"] = "marquise,otters";
  absl::StatusOr<pb::Header> header = FindGame("root")->MakeHeader(options);
  ASSERT_FALSE(header.ok());
  EXPECT_EQ(header.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_THAT(std::string(header.status().message()), ::testing::HasSubstr("'otters'"));
  EXPECT_THAT(std::string(header.status().message()),
              ::testing::HasSubstr("built: marquise, eyrie, alliance, vagabond"));
  options.flags["factions"] = "eyrie,marquise";
  header = FindGame("root")->MakeHeader(options);
  ASSERT_TRUE(header.ok()) << header.status();
  EXPECT_EQ(header->root().factions(0), pb::root::EYRIE);
}

}  // namespace
}  // namespace arbiter::root
