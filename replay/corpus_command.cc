// `arbiter corpus ingest|ls|get`: the LMDB corpus store.
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "replay/commands.h"
#include "replay/flags.h"
#include "replay/input_flags.h"
#include "replay/log_source.h"
#include "replay/store.h"
#include "verifier/core/escape.h"
#include "verifier/core/report.h"

namespace arbiter {
// The help text, shared with `arbiter help --man` (help.cc).
extern const char kCorpusHelp[] = R"(usage: arbiter corpus ingest PATH... --db DIR [--json] [--files-from F] [--format F]
       arbiter corpus ls --db DIR [--json]
       arbiter corpus get ID|NAME --db DIR [--out FILE|-]

The corpus store is an LMDB folder holding every log as its original bytes
plus a metadata index (game, match id, players, events, size), so listing
never decodes events. ingest reads log files and folders (each log is parsed
once to check it and index it; unreadable ones are reported and skipped) and
stores them in batches. A log is its bytes: the same bytes under any path
(relative, absolute, a symbolic link, a copy) are one stored log, reported
unchanged; a known name whose bytes changed replaces its old entry. Names
are stored relative to what was typed: a folder's own name, then the path
below it; a file on its own as typed when relative, else its file name;
never an absolute path. A file whose name is longer than the store's
511-byte key limit is reported and skipped. The store grows as it fills. A
failure midway (a full disk) keeps every batch committed before it. ls lists
the index (a damaged record is reported on standard error and skipped, exit
2); get writes a log's original bytes to FILE or standard output (no --out,
or --out -). `arbiter verify DIR` and `arbiter conform DIR` read a store
directly. ingest reads `-` as standard input and the paths listed in
--files-from F (`-`: stdin); --format binary|text|json names the format of
`-` and of files whose extension names none (otherwise told from their
bytes).

Exit 0 on success, 2 when an input or the store cannot be read or written.
)";

namespace {

// Logs parsed and handed to the store at a time, and the bytes they may
// hold together: bounds memory for large corpora (a chunk of 512 logs of
// up to 64 MiB each once peaked at 2 GB) while the store batches its own
// transactions.
constexpr size_t kIngestChunk = 512;
constexpr size_t kIngestChunkBytes = size_t{64} << 20;

int Ingest(const Args& args, std::ostream& out, std::ostream& err) {
  if (args.positional.size() < 2 && !args.Has("files-from")) {
    return UsageError(err, absl::InvalidArgumentError("ingest needs at least one PATH"));
  }
  Args rest = args;
  rest.positional.erase(rest.positional.begin());  // "ingest"
  absl::StatusOr<CollectOptions> collect = CollectOptionsFrom(args);
  if (!collect.ok()) return UsageError(err, collect.status());
  absl::StatusOr<std::unique_ptr<LogWalk>> walk =
      WalkInputs(rest, rest.positional, *collect);
  if (!walk.ok()) return UsageError(err, walk.status());
  absl::StatusOr<std::unique_ptr<CorpusStore>> store =
      CorpusStore::Open(args.StringOr("db", ""), StoreMode::kReadWrite);
  if (!store.ok()) return UsageError(err, store.status());

  ReadLimits limits;
  int counts[3] = {0, 0, 0};
  int rejected = 0;
  std::vector<NewLog> batch;
  size_t batch_bytes = 0;
  auto flush = [&]() -> absl::Status {
    if (batch.empty()) return absl::OkStatus();
    absl::StatusOr<std::vector<IngestOutcome>> outcomes = (*store)->Ingest(batch);
    if (!outcomes.ok()) return outcomes.status();
    for (size_t i = 0; i < outcomes->size(); ++i) {
      const IngestOutcome& o = (*outcomes)[i];
      if (o.result == IngestResult::kSkipped) {
        ++rejected;
        const absl::Status why =
            absl::InvalidArgumentError(absl::StrCat("not stored: ", o.why));
        out << (args.Has("json")
                    ? FormatUnreadableJson(batch[i].name, why, "arbiter.corpus.rejected/1")
                    : FormatUnreadableText(batch[i].name, why))
            << "\n";
        continue;
      }
      ++counts[static_cast<int>(o.result)];
    }
    batch.clear();
    batch_bytes = 0;
    return absl::OkStatus();
  };
  while (std::optional<LogEntry> input = (*walk)->Next()) {
    absl::StatusOr<LoadedLog> loaded = LoadLog(*input, limits);
    absl::StatusOr<pb::MatchLog> log =
        loaded.ok() ? ParseLog(loaded->bytes, loaded->format, limits)
                    : absl::StatusOr<pb::MatchLog>(loaded.status());
    if (!log.ok()) {
      ++rejected;
      // Nothing but JSON on stdout with --json.
      out << (args.Has("json")
                  ? FormatUnreadableJson(input->name, log.status(), "arbiter.corpus.rejected/1")
                  : FormatUnreadableText(input->name, log.status()))
          << "\n";
      continue;
    }
    NewLog entry;
    entry.name = StoredNameOf(*input);
    entry.bytes = std::move(loaded->bytes);
    entry.format = loaded->format;
    entry.header = log->header();
    entry.event_count = static_cast<uint32_t>(log->events_size());
    batch_bytes += entry.bytes.size();
    batch.push_back(std::move(entry));
    if (batch.size() >= kIngestChunk || batch_bytes >= kIngestChunkBytes) {
      if (absl::Status st = flush(); !st.ok()) return UsageError(err, st);
    }
  }
  if (absl::Status st = flush(); !st.ok()) return UsageError(err, st);
  if (args.Has("json")) {
    pb::report::IngestSummary summary;
    summary.set_schema("arbiter.corpus.ingest/1");
    summary.set_added(counts[0]);
    summary.set_unchanged(counts[1]);
    summary.set_replaced(counts[2]);
    summary.set_rejected(rejected);
    out << JsonLine(summary) << "\n";
  } else {
    out << absl::StrFormat("%s: added %d, unchanged %d, replaced %d, rejected %d\n",
                           (*store)->dir(), counts[0], counts[1], counts[2], rejected);
  }
  return rejected > 0 ? kExitInputError : kExitOk;
}

// One line of `corpus ls`.
void PrintRecord(const LogRecord& r, bool json, std::ostream& out) {
  if (json) {
    pb::report::CorpusEntry entry;
    entry.set_schema("arbiter.corpus.entry/1");
    entry.set_id(r.id);
    bool escaped = false;
    entry.set_name(JsonFileName(r.name, &escaped));
    entry.set_name_escaped(escaped);
    entry.set_game(r.game);
    entry.set_match_id(r.match_id);
    entry.set_players(static_cast<int32_t>(r.players));
    entry.set_rules_version(static_cast<int32_t>(r.rules_version));
    entry.set_events(static_cast<int32_t>(r.event_count));
    entry.set_format(std::string(FormatName(r.format)));
    entry.set_bytes(r.size);
    out << JsonLine(entry) << "\n";
  } else {
    out << absl::StrFormat("%6d  %-14s %dp %6d events %8d bytes  %s  %s\n", r.id,
                           EscapeText(r.game, kMaxQuotedText), r.players,
                           r.event_count, r.size,
                           r.match_id.empty() ? "-" : EscapeText(r.match_id, kMaxQuotedText),
                           EscapeText(r.name, kMaxQuotedPath));
  }
}

int List(const Args& args, std::ostream& out, std::ostream& err) {
  absl::StatusOr<std::unique_ptr<CorpusStore>> store =
      CorpusStore::Open(args.StringOr("db", ""), StoreMode::kReadOnly);
  if (!store.ok()) return UsageError(err, store.status());
  // A page of records at a time, so listing a store of any size holds one
  // page (a listing error after some pages ends it there, exit 2).
  constexpr size_t kPageSize = 1024;
  size_t listed = 0, damaged = 0;
  for (std::optional<uint64_t> next = 0; next.has_value();) {
    absl::StatusOr<CorpusStore::RecordPage> page = (*store)->ListPage(*next, kPageSize);
    if (!page.ok()) return UsageError(err, page.status());
    next = page->next_id;
    for (const absl::StatusOr<LogRecord>& record : page->records) {
      if (!record.ok()) {
        ++damaged;
        err << "arbiter: skipped a damaged record: "
            << EscapeText(record.status().message(), kMaxMessageBytes) << "\n";
        continue;
      }
      ++listed;
      PrintRecord(*record, args.Has("json"), out);
    }
  }
  if (!args.Has("json")) {
    out << listed << " logs";
    if (damaged != 0) out << ", " << damaged << " damaged records skipped";
    out << "\n";
  }
  return damaged == 0 ? kExitOk : kExitInputError;
}

int Get(const Args& args, std::ostream& out, std::ostream& err) {
  if (args.positional.size() != 2) {
    return UsageError(err, absl::InvalidArgumentError("get takes exactly one ID or NAME"));
  }
  absl::StatusOr<std::unique_ptr<CorpusStore>> store =
      CorpusStore::Open(args.StringOr("db", ""), StoreMode::kReadOnly);
  if (!store.ok()) return UsageError(err, store.status());
  absl::StatusOr<LogRecord> record = (*store)->Find(args.positional[1]);
  if (!record.ok()) return UsageError(err, record.status());
  absl::StatusOr<std::string> bytes = (*store)->GetBytes(record->id);
  if (!bytes.ok()) return UsageError(err, bytes.status());
  if (args.Has("out") && args.StringOr("out", "") != "-") {
    if (absl::Status st = WriteFileAtomically(args.StringOr("out", ""), *bytes); !st.ok()) {
      return UsageError(err, st);
    }
    return kExitOk;
  }
  out.write(bytes->data(), static_cast<std::streamsize>(bytes->size()));
  return kExitOk;
}

}  // namespace

int RunCorpus(const CommandArgs& argv, std::ostream& out, std::ostream& err) {
  FlagSpec spec{{{"db", true}, {"json", false}, {"out", true}, kFormatFlag, kFilesFromFlag,
                 {"help", false}}};
  absl::StatusOr<Args> args = ParseArgs(argv, spec);
  if (!args.ok()) return UsageError(err, args.status());
  if (args->Has("help") || args->positional.empty()) {
    out << kCorpusHelp;
    return args->Has("help") ? kExitOk : kExitInputError;
  }
  if (!args->Has("db")) {
    return UsageError(err, absl::InvalidArgumentError("corpus commands need --db DIR"));
  }
  const std::string& sub = args->positional[0];
  if (sub == "ingest") return Ingest(*args, out, err);
  if (sub == "ls") return List(*args, out, err);
  if (sub == "get") return Get(*args, out, err);
  return UsageError(err, absl::InvalidArgumentError(
                             absl::StrCat("unknown corpus command \"", sub,
                                          "\" (ingest, ls, get)")));
}

}  // namespace arbiter
