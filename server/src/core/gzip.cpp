#include "core/gzip.hpp"

#include <zlib.h>

#include <cstddef>
#include <stdexcept>

namespace platform::core {

namespace {

// A deflate stream that writes the gzip header and trailer, ended with its owner.
class Deflater {
 public:
  explicit Deflater(int level) {
    // Window bits 15 + 16: the largest window, wrapped as gzip rather than zlib; memory level 8
    // is zlib's default.
    if (deflateInit2(&stream_, level, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK) {
      throw std::runtime_error("gzip: deflateInit2 failed");
    }
  }
  Deflater(const Deflater&) = delete;
  Deflater& operator=(const Deflater&) = delete;
  ~Deflater() { deflateEnd(&stream_); }

  z_stream* operator->() { return &stream_; }
  z_stream* get() { return &stream_; }

 private:
  z_stream stream_{};
};

}  // namespace

std::string gzip(std::string_view bytes, int level) {
  // One deflate call takes at most uInt's range (4 GiB), output bound included; what this
  // compresses is pages of kilobytes, so input over 1 GiB is refused rather than fed in pieces.
  constexpr std::size_t kMaxInput = std::size_t{1} << 30;
  if (bytes.size() > kMaxInput) throw std::runtime_error("gzip: input over 1 GiB");
  Deflater z(level);
  // deflateBound is the size of the worst case for input given in one piece: with that much room
  // one call with Z_FINISH ends the stream, and no buffer is grown or copied.
  std::string out(deflateBound(z.get(), static_cast<uLong>(bytes.size())), '\0');
  // zlib takes a non-const pointer for its input but never writes through it.
  z->next_in = reinterpret_cast<Bytef*>(const_cast<char*>(bytes.data()));
  z->avail_in = static_cast<uInt>(bytes.size());
  z->next_out = reinterpret_cast<Bytef*>(out.data());
  z->avail_out = static_cast<uInt>(out.size());
  if (deflate(z.get(), Z_FINISH) != Z_STREAM_END) throw std::runtime_error("gzip: deflate failed");
  out.resize(z->total_out);
  return out;
}

}  // namespace platform::core
