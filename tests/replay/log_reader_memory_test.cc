// A text or JSON log over the event cap is refused with bounded memory: the
// peak of heap bytes in use while ParseLog refuses it is measured by
// replacing the global operator new, which is why this test is a binary of
// its own.
#include <malloc.h>

#include <atomic>
#include <cstdlib>
#include <new>
#include <string>

#include "gtest/gtest.h"
#include "replay/log_reader.h"

namespace {

std::atomic<long long> in_use{0};
std::atomic<long long> peak{0};

void* Allocate(size_t size) {
  void* p = std::malloc(size == 0 ? 1 : size);
  if (p == nullptr) throw std::bad_alloc();
  long long now = in_use += static_cast<long long>(malloc_usable_size(p));
  long long seen = peak.load();
  while (now > seen && !peak.compare_exchange_weak(seen, now)) {
  }
  return p;
}

void Release(void* p) {
  if (p == nullptr) return;
  in_use -= static_cast<long long>(malloc_usable_size(p));
  std::free(p);
}

}  // namespace

void* operator new(size_t size) { return Allocate(size); }
void* operator new[](size_t size) { return Allocate(size); }
void operator delete(void* p) noexcept { Release(p); }
void operator delete[](void* p) noexcept { Release(p); }
void operator delete(void* p, size_t) noexcept { Release(p); }
void operator delete[](void* p, size_t) noexcept { Release(p); }

namespace arbiter {
namespace {

constexpr int kEvents = 200000;
constexpr int kCap = 1000;
// Far below what kEvents parsed events take (tens of bytes each), far above
// what a header and a scanner need.
constexpr long long kBound = 256 << 10;

std::string TextLog(int events) {
  std::string out = "header { format_version: 1 game: \"rumble_nation\" }\n";
  for (int i = 0; i < events; ++i) out += "events { rumble_nation { } }\n";
  return out;
}

std::string JsonLog(int events) {
  std::string out = R"({"header":{"formatVersion":1,"game":"rumble_nation"},"events":[)";
  for (int i = 0; i < events; ++i) out += i == 0 ? "{}" : ",{}";
  return out + "]}";
}

// Peak heap bytes in use above the level at the call, while parsing.
long long PeakWhileParsing(const std::string& bytes, LogFormat format, int cap,
                           absl::Status* status) {
  ReadLimits limits;
  limits.max_events = cap;
  long long base = in_use.load();
  peak = base;
  *status = ParseLog(bytes, format, limits).status();
  return peak.load() - base;
}

TEST(LogReaderMemory, TextOverTheEventCapIsRefusedWithBoundedMemory) {
  std::string text = TextLog(kEvents);
  absl::Status status;
  long long used = PeakWhileParsing(text, LogFormat::kText, kCap, &status);
  EXPECT_EQ(status.code(), absl::StatusCode::kDataLoss);
  EXPECT_NE(status.message().find("limit of 1000"), absl::string_view::npos) << status;
  EXPECT_LT(used, kBound);
  // The measure can fail: with the cap above the count the parse builds
  // every event and the peak is far above the bound.
  long long parsed = PeakWhileParsing(text, LogFormat::kText, kEvents, &status);
  EXPECT_TRUE(status.ok()) << status;
  EXPECT_GT(parsed, 10 * kBound);
}

TEST(LogReaderMemory, JsonOverTheEventCapIsRefusedWithBoundedMemory) {
  std::string json = JsonLog(kEvents);
  absl::Status status;
  long long used = PeakWhileParsing(json, LogFormat::kJson, kCap, &status);
  EXPECT_EQ(status.code(), absl::StatusCode::kDataLoss);
  EXPECT_LT(used, kBound);
  long long parsed = PeakWhileParsing(json, LogFormat::kJson, kEvents, &status);
  EXPECT_TRUE(status.ok()) << status;
  EXPECT_GT(parsed, 10 * kBound);
}

}  // namespace
}  // namespace arbiter
