/** Health: liveness and readiness for the process supervisor and load balancer. */
