vcl 4.1;
# The HTTP cache in front of the site in the cluster test and bench (and a starting point for a real one):
# it keeps what the site's Cache-Control allows (a bounded s-maxage, stale-while-revalidate as grace) and
# takes the two purges lib/cdn/purge.ts sends: BAN by surrogate key (a pattern over the Surrogate-Key
# header each page carries) and PURGE by address. Purges are accepted from loopback only.

backend site {
  .host = "BACKEND_HOST";
  .port = "BACKEND_PORT";
}

acl purgers {
  "127.0.0.1";
  "::1";
}

sub vcl_recv {
  if (req.method == "PURGE" || req.method == "BAN") {
    if (!client.ip ~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (req.method == "BAN") {
      if (!req.http.x-ban-surrogate-key) {
        return (synth(400, "X-Ban-Surrogate-Key missing"));
      }
      # obj.* only: the ban lurker tests it in the background, not on each lookup.
      ban("obj.http.Surrogate-Key ~ " + req.http.x-ban-surrogate-key);
      return (synth(200, "Banned"));
    }
    return (purge);
  }
  # Pages are the same for every visitor: cookies never make them private (the site sets none on pages).
  if (req.method == "GET" || req.method == "HEAD") {
    unset req.http.Cookie;
  }
}

sub vcl_backend_response {
  # Cache-Control's s-maxage sets the TTL (Varnish reads it); stale-while-revalidate becomes grace.
  if (beresp.http.Set-Cookie) {
    set beresp.uncacheable = true;
    return (deliver);
  }
}

sub vcl_deliver {
  # The keys are for purging here; visitors need not see the site's cache tags.
  unset resp.http.Surrogate-Key;
  if (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
}
