#include "fuzz/reader_fuzz_targets.h"

#include <stdlib.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <optional>
#include <string>

#include "absl/strings/str_cat.h"
#include "replay/log_reader.h"
#include "replay/seat_record.h"
#include "replay/store.h"
#include "verifier/core/report.h"
#include "verifier/core/verify.h"

namespace arbiter::fuzz {
namespace {

namespace fs = std::filesystem;

// data.mdb of a store of 40 logs (small and overflow-sized), made once.
const std::string& PristineDataFile() {
  static const std::string* bytes = [] {
    std::string tmpl = (fs::temp_directory_path() / "arbiter_store_fuzz.XXXXXX").string();
    if (mkdtemp(tmpl.data()) == nullptr) abort();
    const std::string dir = (fs::path(tmpl) / "db").string();
    {
      auto store = CorpusStore::Open(dir, StoreMode::kReadWrite);
      if (!store.ok()) abort();
      std::vector<NewLog> logs;
      for (int i = 0; i < 40; ++i) {
        NewLog log;
        log.name = absl::StrCat("log", i, ".binpb");
        log.bytes.assign(i % 4 == 0 ? 6000 : 300, static_cast<char>('a' + i % 26));
        log.header.set_game("rumble_nation");
        log.header.set_match_id(absl::StrCat("m", i));
        logs.push_back(std::move(log));
      }
      if (!(*store)->Ingest(logs).ok()) abort();
    }
    std::ifstream in(fs::path(dir) / "data.mdb", std::ios::binary);
    auto* out = new std::string(std::istreambuf_iterator<char>(in), {});
    fs::remove_all(tmpl);
    return out;
  }();
  return *bytes;
}

}  // namespace

void ReadDamagedStore(const uint8_t* data, size_t size) {
  std::string file = PristineDataFile();
  if (size > 0 && data[0] == 0xFF) {
    file.assign(reinterpret_cast<const char*>(data + 1), size - 1);
  } else {
    for (size_t i = 0; i + 2 < size; i += 3) {
      const size_t at = ((size_t{data[i]} << 8) | data[i + 1]) * 7 % file.size();
      file[at] = static_cast<char>(data[i + 2]);
    }
  }
  static const std::string dir = [] {
    std::string tmpl = (fs::temp_directory_path() / "arbiter_store_fuzz.XXXXXX").string();
    if (mkdtemp(tmpl.data()) == nullptr) abort();
    return tmpl;
  }();
  fs::remove(fs::path(dir) / "lock.mdb");
  {
    std::ofstream out(fs::path(dir) / "data.mdb", std::ios::binary | std::ios::trunc);
    out.write(file.data(), static_cast<std::streamsize>(file.size()));
  }
  auto store = CorpusStore::Open(dir, StoreMode::kReadOnly);
  if (!store.ok()) return;
  std::vector<absl::Status> damaged;
  absl::StatusOr<std::vector<LogRecord>> records = (*store)->List(&damaged);
  if (records.ok()) {
    for (const LogRecord& r : *records) (void)(*store)->GetBytes(r.id);
    if (!records->empty()) {
      (void)(*store)->Find(records->back().name);
      (void)(*store)->FindName(records->front().name);
    }
  }
  (void)(*store)->ForEach(
      [](const LogRecord& r, absl::string_view bytes) {
        (void)FormatUnreadableText(r.name, absl::DataLossError(r.match_id));
        return absl::OkStatus();
      },
      &damaged);
  // The paged listing batches and `corpus ls` use; every page must move on
  // (a damaged key could otherwise loop), so pages are capped as a check.
  std::optional<uint64_t> next = 0;
  for (int pages = 0; next.has_value(); ++pages) {
    if (pages > 1 << 16) abort();
    absl::StatusOr<CorpusStore::RecordPage> page = (*store)->ListPage(*next, 3);
    if (!page.ok()) break;
    if (page->next_id.has_value() && *page->next_id <= *next) abort();
    next = page->next_id;
  }
}

void ReadTextAndJson(const uint8_t* data, size_t size) {
  absl::string_view bytes(reinterpret_cast<const char*>(data), size);
  ReadLimits limits;
  limits.max_bytes = 1 << 20;
  limits.max_events = 20000;
  limits.allow_seat_record = true;
  for (LogFormat format : {LogFormat::kText, LogFormat::kJson}) {
    absl::StatusOr<pb::MatchLog> log = ParseLog(bytes, format, limits);
    if (!log.ok()) {
      (void)FormatUnreadableText(bytes.substr(0, 64), log.status());
      (void)FormatUnreadableJson(bytes.substr(0, 64), log.status());
      continue;
    }
    if (log->has_seat_record()) {  // what `replay` does with a record
      (void)SeatViewAfter(log->seat_record(), log->seat_record().steps_size());
      continue;
    }
    Report report = VerifyLog(*log, VerifyOptions{});
    (void)FormatVerifyText(log->header().match_id(), report);
    (void)FormatVerifyJson(log->header().match_id(), report);
  }
}

}  // namespace arbiter::fuzz
