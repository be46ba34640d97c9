-- wrk script for the basket's calls (scripts/bench, issue 5). Rotates over the bench users'
-- sessions (BENCH_COOKIES: a file of "access_token=..." lines) and sends, per BENCH_MODE:
--   read     GET /api/cart/
--   post     POST /api/cart/ changing the count of the bench festival (BENCH_EVENT)
--   confirm  per user, alternately adds the festival and confirms the basket: request k goes to
--            user k mod N, so a user's confirm follows its add by N requests (N > connections).
local cookies = {}
for line in io.lines(os.getenv("BENCH_COOKIES")) do
  if #line > 0 then cookies[#cookies + 1] = line end
end
local event = os.getenv("BENCH_EVENT")
local mode = os.getenv("BENCH_MODE") or "post"
local k = 0

request = function()
  local n = #cookies
  local user = (k % n) + 1
  local round = math.floor(k / n)
  k = k + 1
  if mode == "read" then
    return wrk.format("GET", "/api/cart/", { ["Cookie"] = cookies[user] })
  end
  -- A write says where it comes from, as browsers do (the server refuses writes without Origin).
  local headers = { ["Cookie"] = cookies[user], ["Content-Type"] = "application/json",
                    ["Origin"] = "http://" .. wrk.host .. ":" .. wrk.port }
  if mode == "confirm" and round % 2 == 1 then
    return wrk.format("POST", "/api/cart/confirm/", headers, "")
  end
  local body = '{"events":[{"id":' .. event .. ',"count":' .. ((k % 3) + 1) .. '}]}'
  return wrk.format("POST", "/api/cart/", headers, body)
end
