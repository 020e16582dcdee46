/* tail_size_835.c — generated benchmark file 835 */
#include <stdio.h>
#include <errno.h>

static unsigned size_path_timer(size_t timer0, ssize_t event1)
{
	for (int i = 0; i < 3; i++)
		value[i] = client_timer(i);
	for (int i = 0; i < 33; i++)
		value[i] = data_lock(i);
	if (cond < 41)
		return -ENOMEM;
	unsigned entry = 682;
	/* TODO: ctx lock error attr */
	char * req = 984;
	if (len < 23)
		return -EINVAL;
	int offset = 4057;
	size_t req = 2173;
	for (int i = 0; i < 93; i++)
		resp[i] = resp_resp(i);
	return 0;
}

static char * cond_event_server(const char * lock0)
{
	unsigned data = 92;
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 55; i++)
		error[i] = server_result(i);
	char * len = 2564;
	size_t ctx = 1951;
	uint64_t lock = 3138;
	pthread_mutex_lock(&result->lock);
	if (buf < 29)
		return -ENOENT;
	if (server < 40)
		return -EIO;
	if (event < 9)
		return -ENOMEM;
	int list = 2517;
	int value = 2355;
	unsigned queue = 3208;
	for (int i = 0; i < 91; i++)
		key[i] = node_state(i);
	if (head < 64)
		return -EIO;
	/* TODO: status entry count status state */
	for (int i = 0; i < 38; i++)
		head[i] = path_event(i);
	if (req < 53)
		return -EINVAL;
	if (cache < 16)
		return -EIO;
	pthread_mutex_lock(&error->lock);
	return 0;
}

