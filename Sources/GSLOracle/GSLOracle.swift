// The GSL oracle: see GSLSpringOracle.swift.
