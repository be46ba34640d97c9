-- wrk script sending the requests of a file written by scripts/bench.d/addresses.mjs
-- (BENCH_ADDRESSES: lines "METHOD<tab>PATH<tab>COOKIE<tab>BODY"), in order, round and round.
-- A write says where it comes from, as browsers do (the server refuses writes without Origin).
local requests = {}
local k = 0

init = function()
  local origin = "http://" .. wrk.host .. ":" .. wrk.port
  for line in io.lines(os.getenv("BENCH_ADDRESSES")) do
    local method, path, cookie, body = line:match("^(%u+)\t([^\t]*)\t([^\t]*)\t(.*)$")
    if method then
      local headers = {}
      if cookie ~= "" then headers["Cookie"] = cookie end
      if method ~= "GET" then
        headers["Origin"] = origin
        headers["Content-Type"] = "application/json"
      end
      requests[#requests + 1] = wrk.format(method, path, headers, body ~= "" and body or nil)
    end
  end
end

request = function()
  k = k + 1
  return requests[(k - 1) % #requests + 1]
end
