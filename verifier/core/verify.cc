#include "verifier/core/verify.h"

#include <array>
#include <cstdint>
#include <optional>

#include "absl/base/attributes.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "engine/core/digest.h"
#include "engine/core/registry.h"
#include "engine/core/wire_reader.h"
#include "verifier/core/invariant.h"

namespace arbiter {
namespace {

void Fail(Report* report, int64_t index, const Match* match,
          const pb::Event* event, const absl::Status& status) {
  Failure f;
  f.event_index = index;
  f.code = status.code();
  if (match != nullptr && event != nullptr) {
    f.actor = match->EventActor(*event);
    f.event_text = match->EventText(*event);
  } else if (match != nullptr) {
    // No event to blame (a log that stops early): the one who was to move.
    f.actor = match->Actor();
  }
  if (std::optional<Rejection> r = GetRejection(status); r.has_value()) {
    f.rule_id = r->rule_id;
    f.citation = r->citation;
    f.reason = r->reason;
  } else {
    f.rule_id = "core.error";
    f.reason = std::string(status.message());
  }
  report->failure = std::move(f);
}

absl::Status CheckCheckpoint(const Match& match, const pb::Checkpoint& cp) {
  if (cp.has_digest() && cp.digest() != match.Digest()) {
    return MakeRejection(
        absl::StatusCode::kFailedPrecondition, core_rules::kCheckpointDigest,
        absl::StrFormat("the log records digest %s, replay gives %s",
                        DigestToHex(cp.digest()), DigestToHex(match.Digest())));
  }
  if (cp.has_legal_count()) {
    int count = match.CountLegalEvents();
    if (static_cast<int64_t>(cp.legal_count()) != count) {
      return MakeRejection(
          absl::StatusCode::kFailedPrecondition,
          core_rules::kCheckpointLegalCount,
          absl::StrFormat("the log records %d legal events, replay lists %d",
                          cp.legal_count(), count));
    }
  }
  if (cp.scores_size() > 0) {
    std::vector<int64_t> scores = match.Scores();
    if (!std::equal(scores.begin(), scores.end(), cp.scores().begin(),
                    cp.scores().end())) {
      return MakeRejection(
          absl::StatusCode::kFailedPrecondition, core_rules::kCheckpointScores,
          absl::StrFormat("the log records scores %s, replay gives %s",
                          absl::StrJoin(cp.scores(), ","),
                          absl::StrJoin(scores, ",")));
    }
  }
  return absl::OkStatus();
}

absl::StatusOr<std::unique_ptr<Match>> StartMatch(const pb::Header& header) {
  const Game* game = FindGame(header.game());
  if (game == nullptr) {
    return MakeRejection(
        absl::StatusCode::kNotFound, core_rules::kUnknownGame,
        absl::StrFormat("no game \"%s\" in this build", header.game()));
  }
  absl::StatusOr<std::unique_ptr<Match>> match = game->NewMatch(header);
  if (!match.ok()) {
    return MakeRejection(match.status().code(), core_rules::kHeader,
                         match.status().message());
  }
  return match;
}

// Everything verification checks once an event has been applied: derived
// state (when asked), the invariant catalogue, the event's checkpoint.
// Always inlined: it runs after every event, and what it does besides the
// invariants is a few tests of options.
ABSL_ATTRIBUTE_ALWAYS_INLINE inline absl::Status CheckAfterEvent(
    const Match& match, const VerifyOptions& options, absl::Span<const Invariant> invariants,
    AllInvariantsHold fast_path, const pb::Checkpoint* checkpoint) {
  absl::Status status;
  if (options.check_consistency) {
    status = match.CheckConsistency();
    if (!status.ok()) {
      return MakeRejection(absl::StatusCode::kInternal, core_rules::kConsistency,
                           status.message());
    }
  }
  if (options.check_invariants) {
    status = CheckInvariants(match, invariants, fast_path);
    if (!status.ok()) return status;
  }
  if (checkpoint != nullptr) return CheckCheckpoint(match, *checkpoint);
  return absl::OkStatus();
}

// Splits a serialized pb::Event into its body (field number and bytes) and
// its checkpoint, when it holds exactly one body, at most one checkpoint
// and nothing else; false otherwise (protobuf's parser then decides).
bool SplitEventBytes(absl::string_view bytes, int* body_field,
                     absl::string_view* body, bool* has_checkpoint,
                     absl::string_view* checkpoint) {
  *has_checkpoint = false;
  // Nearly every event is one body shorter than 128 bytes: its tag, one
  // length byte, the body.
  if (bytes.size() >= 2 && static_cast<uint8_t>(bytes[1]) < 0x80 &&
      static_cast<uint8_t>(bytes[1]) == bytes.size() - 2) {
    const uint8_t tag = static_cast<uint8_t>(bytes[0]);
    if ((tag & 7) == kWireLen && (tag >> 3) >= pb::Event::kRumbleNationFieldNumber &&
        (tag >> 3) <= pb::Event::kRootFieldNumber) {
      *body_field = tag >> 3;
      *body = bytes.substr(2);
      return true;
    }
  }
  WireReader in(bytes);
  *body_field = 0;
  while (!in.AtEnd()) {
    uint32_t field, type;
    absl::string_view payload;
    if (!in.ReadTag(&field, &type) || type != kWireLen || !in.ReadLen(&payload)) {
      return false;
    }
    if (field == pb::Event::kCheckpointFieldNumber) {
      if (*has_checkpoint) return false;
      *has_checkpoint = true;
      *checkpoint = payload;
    } else if (field >= pb::Event::kRumbleNationFieldNumber &&
               field <= pb::Event::kRootFieldNumber) {
      if (*body_field != 0) return false;
      *body_field = static_cast<int>(field);
      *body = payload;
    } else {
      return false;
    }
  }
  return *body_field != 0;
}

// True when a serialized Checkpoint holds its known fields once each and
// nothing else: unknown fields may nest groups past the ordinary reader's
// depth limit, which only that reader should judge.
bool PlainCheckpoint(absl::string_view bytes) {
  return ForEachField(bytes, [](uint32_t number, uint32_t type, WireReader& in) {
    uint64_t value;
    absl::string_view packed;
    switch (number) {
      case pb::Checkpoint::kDigestFieldNumber:
        return type == kWireFixed64 && in.ReadFixed64(&value);
      case pb::Checkpoint::kLegalCountFieldNumber:
        return type == kWireVarint && in.ReadVarint(&value);
      case pb::Checkpoint::kScoresFieldNumber:
        return type == kWireLen && in.ReadLen(&packed);
      default:
        return false;
    }
  });
}

// Fills the report's results from the match at the end of the log.
// `digest`, when given, is the match's Digest(), already worked out.
void Conclude(Report* report, const Match& match, std::optional<uint64_t> digest = std::nullopt) {
  report->complete = match.IsTerminal();
  report->ended_by_limit = match.EndedByLimit();
  report->final_digest = digest.has_value() ? *digest : match.Digest();
  report->scores = match.Scores();
  report->winners = match.Winners();
}

}  // namespace

Report VerifyLog(const pb::MatchLog& log, const VerifyOptions& options) {
  Report report;
  report.match_id = log.header().match_id();
  report.game = log.header().game();
  report.events_total = log.events_size();
  absl::StatusOr<std::unique_ptr<Match>> started = StartMatch(log.header());
  if (!started.ok()) {
    Fail(&report, -1, nullptr, nullptr, started.status());
    return report;
  }
  std::unique_ptr<Match> match = *std::move(started);
  const absl::string_view game_name = match->game().info().name;
  const absl::Span<const Invariant> invariants = InvariantsFor(game_name);
  const AllInvariantsHold fast_path = FastPathFor(game_name);
  for (int64_t i = 0; i < log.events_size(); ++i) {
    const pb::Event& event = log.events(static_cast<int>(i));
    // The match is rebuilt below whenever anything fails, so a rejected
    // event may leave it spoilt.
    absl::Status status = match->ApplyWithoutRollback(event);
    if (status.ok()) {
      status = CheckAfterEvent(*match, options, invariants, fast_path,
                               event.has_checkpoint() ? &event.checkpoint() : nullptr);
    }
    if (!status.ok()) {
      // Rebuild the state the failing event met (a rejected event may have
      // spoilt the match; one that applied changed it), so that the report
      // shows it. Replaying events that were accepted once cannot fail, as
      // the rules are deterministic; if it does, that is our bug.
      absl::StatusOr<std::unique_ptr<Match>> before = ReplayPrefix(log, i);
      if (!before.ok()) {
        status = MakeRejection(absl::StatusCode::kInternal, core_rules::kReplay,
                               absl::StrCat("replaying the events before a failure failed: ",
                                            before.status().message()));
        before = StartMatch(log.header());
        if (!before.ok()) {  // it started once, so this cannot happen either
          Fail(&report, i, nullptr, &event, status);
          return report;
        }
      }
      match = *std::move(before);
      Fail(&report, i, match.get(), &event, status);
      break;
    }
    report.events_applied = i + 1;
  }
  Conclude(&report, *match);
  if (report.ok() && options.require_complete && !report.complete) {
    const int to_move = match->Actor();
    Fail(&report, log.events_size(), match.get(), nullptr,
         MakeRejection(absl::StatusCode::kFailedPrecondition,
                       core_rules::kIncomplete,
                       absl::StrFormat("the log ends after %d events but the "
                                       "game is not over: %s",
                                       log.events_size(),
                                       to_move == kChanceActor
                                           ? std::string("a chance outcome was due")
                                           : absl::StrCat("seat ", to_move, " was to move"))));
  }
  report.match = std::move(match);
  return report;
}

namespace {

// The checkpoint digests of the fast path below, finished four at a time,
// and with the last of them the final state's, which the report gives. A
// digest is one serial chain of multiplies (engine/core/digest.h), so one
// computed at each checkpoint costs the chain's latency, where four side by
// side cost about the same as one. Deferring them changes no verdict: the
// fast path only says whether everything held, and a log whose digest
// differs anywhere goes to VerifyLog, which checks each checkpoint in turn.
class DeferredDigests {
 public:
  // Records the match's digest values against `want`, and when that fills
  // the batch, finishes it: *differs when a digest of the batch is not the
  // one the log gave. False when the game records none (the caller then
  // compares Digest() itself).
  bool Add(const Match& match, uint64_t want, bool* differs) {
    if (!Record(match, want)) return false;
    if (size_ == kBatch) *differs = !Finish();
    return true;
  }
  // Finishes what is pending, with the match's own digest (its state the
  // final one): true when every pending digest is the log's. When
  // `last_is_final` the state has not changed since the last Add, whose
  // digest is the final one.
  bool FinishWithFinal(const Match& match, bool last_is_final, uint64_t* final_digest) {
    if (!last_is_final && !Record(match, std::nullopt)) {
      *final_digest = match.Digest();
      return Finish();
    }
    const bool all = Finish();
    *final_digest = last_;
    return all;
  }

 private:
  static constexpr int kBatch = 4;
  // Room for a Root state's digest (about 600 values) and more; a game whose
  // digest does not fit is compared at once.
  static constexpr size_t kMaxValues = 2048;

  // Records the match's digest in the next place, to be compared with
  // `want` when there is one.
  bool Record(const Match& match, std::optional<uint64_t> want) {
    const int n = match.RecordDigest(absl::MakeSpan(values_[size_]));
    if (n < 0) return false;
    recorded_[size_] = absl::MakeConstSpan(values_[size_].data(), size_t(n));
    want_[size_] = want;
    ++size_;
    return true;
  }
  // True when every pending digest equals the log's; last_ becomes the last
  // one's.
  bool Finish() {
    if (size_ == 0) return true;
    std::array<uint64_t, kBatch> got;
    if (size_ == 1) {
      got[0] = DigestBuilder::Of(recorded_[0]);
    } else if (size_ == 2) {
      const std::array<uint64_t, 2> two = DigestBuilder::TwoOf({recorded_[0], recorded_[1]});
      got[0] = two[0], got[1] = two[1];
    } else {
      // Three: the first again in the empty place, which costs no time
      // beside the others.
      std::array<absl::Span<const uint64_t>, kBatch> streams = recorded_;
      if (size_ == 3) streams[3] = recorded_[0];
      got = DigestBuilder::FourOf(streams);
    }
    bool all = true;
    for (int k = 0; k < size_; ++k) all &= !want_[k].has_value() || got[k] == *want_[k];
    last_ = got[size_ - 1];
    size_ = 0;
    return all;
  }

  std::array<std::array<uint64_t, kMaxValues>, kBatch> values_;
  std::array<absl::Span<const uint64_t>, kBatch> recorded_;
  std::array<std::optional<uint64_t>, kBatch> want_;
  int size_ = 0;
  uint64_t last_ = 0;  // the last digest finished
};

}  // namespace

std::optional<Report> VerifyValidEventBytes(const pb::Header& header,
                                            absl::string_view events, int max_events,
                                            const VerifyOptions& options,
                                            absl::string_view* rest) {
  absl::StatusOr<std::unique_ptr<Match>> started = StartMatch(header);
  if (!started.ok() || !(*started)->ReadsEventBytes()) return std::nullopt;
  std::unique_ptr<Match> match = *std::move(started);
  const absl::string_view game_name = match->game().info().name;
  const absl::Span<const Invariant> invariants = InvariantsFor(game_name);
  const AllInvariantsHold fast_path = FastPathFor(game_name);
  pb::Checkpoint checkpoint;
  DeferredDigests digests;
  int64_t recorded_at = -1;  // the event after which a digest was last recorded
  constexpr uint32_t kEventTag = (pb::MatchLog::kEventsFieldNumber << 3) | kWireLen;
  static_assert(kEventTag < 0x80, "an events tag is one byte");
  int64_t count = 0;
  WireReader in(events);
  while (!in.AtEnd() && static_cast<uint8_t>(in.rest()[0]) == kEventTag) {
    absl::string_view event;
    uint32_t field, type;
    if (!in.ReadTag(&field, &type) || !in.ReadLen(&event) || ++count > max_events ||
        event.size() > kMaxEventBytes) {
      return std::nullopt;
    }
    int body_field;
    absl::string_view body, checkpoint_bytes;
    bool has_checkpoint;
    if (!SplitEventBytes(event, &body_field, &body, &has_checkpoint, &checkpoint_bytes) ||
        !match->ApplyEventBytesWithoutRollback(body_field, body)) {
      return std::nullopt;
    }
    if (has_checkpoint &&
        (!PlainCheckpoint(checkpoint_bytes) ||
         !checkpoint.ParseFromArray(checkpoint_bytes.data(),
                                    static_cast<int>(checkpoint_bytes.size())))) {
      return std::nullopt;
    }
    if (has_checkpoint && checkpoint.has_digest()) {
      bool differs = false;
      if (digests.Add(*match, checkpoint.digest(), &differs)) {
        checkpoint.clear_digest();
        recorded_at = count;
      }
      if (differs) return std::nullopt;
    }
    if (!CheckAfterEvent(*match, options, invariants, fast_path,
                         has_checkpoint ? &checkpoint : nullptr)
             .ok()) {
      return std::nullopt;
    }
  }
  uint64_t final_digest;
  if (!digests.FinishWithFinal(*match, recorded_at == count, &final_digest)) return std::nullopt;
  *rest = in.rest();
  Report report;
  report.match_id = header.match_id();
  report.game = header.game();
  report.events_total = count;
  report.events_applied = count;
  Conclude(&report, *match, final_digest);
  if (options.require_complete && !report.complete) return std::nullopt;
  report.match = std::move(match);
  return report;
}

absl::StatusOr<std::unique_ptr<Match>> ReplayPrefix(const pb::MatchLog& log,
                                                    int64_t events) {
  if (events < 0 || events > log.events_size()) {
    return absl::OutOfRangeError(absl::StrFormat(
        "event %d is beyond the log's %d events", events, log.events_size()));
  }
  absl::StatusOr<std::unique_ptr<Match>> match = StartMatch(log.header());
  if (!match.ok()) return match.status();
  for (int64_t i = 0; i < events; ++i) {
    absl::Status status = (*match)->Apply(log.events(static_cast<int>(i)));
    if (!status.ok()) return status;
  }
  return match;
}

absl::Status CheckExpectation(const pb::MatchLog& log, const Report& report) {
  static constexpr RuleRef kExpectation{"core.expectation",
                                        "proto/arbiter/log.proto Expectation"};
  auto differ = [&](const std::string& why) {
    return MakeRejection(absl::StatusCode::kFailedPrecondition, kExpectation,
                         why);
  };
  const pb::Expectation& expect = log.expect();
  switch (expect.verdict_case()) {
    case pb::Expectation::VERDICT_NOT_SET:
      return differ("the log declares no expectation (expect.valid or expect.invalid)");
    case pb::Expectation::kInvalid: {
      const auto& want = expect.invalid();
      if (report.ok()) {
        return differ(absl::StrFormat(
            "expected rejection at %s by %s, but the log is valid",
            want.header() ? std::string("the header")
                          : absl::StrCat("event ", want.event_index()),
            want.rule_id()));
      }
      const Failure& got = *report.failure;
      const int64_t want_index =
          want.header() ? -1 : static_cast<int64_t>(want.event_index());
      if (got.event_index != want_index || got.rule_id != want.rule_id()) {
        auto where = [](int64_t index) {
          return index < 0 ? std::string("the header")
                           : absl::StrCat("event ", index);
        };
        return differ(absl::StrFormat("expected rejection at %s by %s, got %s by %s: %s",
                                      where(want_index), want.rule_id(),
                                      where(got.event_index), got.rule_id, got.reason));
      }
      return absl::OkStatus();
    }
    case pb::Expectation::kValid:
      break;
  }
  if (!report.ok()) {
    const Failure& got = *report.failure;
    return differ(absl::StrFormat("expected valid, got event %d: %s: %s",
                                  got.event_index, got.rule_id, got.reason));
  }
  if (expect.has_final_digest() && expect.final_digest() != report.final_digest) {
    return differ(absl::StrFormat("final digest %s, expected %s",
                                  DigestToHex(report.final_digest),
                                  DigestToHex(expect.final_digest())));
  }
  if (expect.final_scores_size() > 0 &&
      !std::equal(report.scores.begin(), report.scores.end(),
                  expect.final_scores().begin(), expect.final_scores().end())) {
    return differ(absl::StrFormat("final scores %s, expected %s",
                                  absl::StrJoin(report.scores, ","),
                                  absl::StrJoin(expect.final_scores(), ",")));
  }
  if (expect.winners_size() > 0 &&
      !std::equal(report.winners.begin(), report.winners.end(),
                  expect.winners().begin(), expect.winners().end())) {
    return differ(absl::StrFormat("winners %s, expected %s",
                                  absl::StrJoin(report.winners, ","),
                                  absl::StrJoin(expect.winners(), ",")));
  }
  if (expect.has_ended_by_limit() &&
      expect.ended_by_limit() != report.ended_by_limit) {
    return differ(expect.ended_by_limit()
                      ? "expected the game to end by its declared limit"
                      : "the game ended by its declared limit, not its rules");
  }
  return absl::OkStatus();
}

}  // namespace arbiter
