// Stands in for 'server-only' under Jest, which is not a React Server Components bundler.
