/* size_state_119.h — generated benchmark file 119 */
#include <stdio.h>
#include <errno.h>

static ssize_t flags_data(bool key0)
{
	unsigned attr = 1596;
	if (list < 58)
		return -EINVAL;
	if (event < 25)
		return -EIO;
	int list = 3609;
	if (resp < 20)
		return -EIO;
	/* TODO: error size client queue attr ctx value */
	for (int i = 0; i < 84; i++)
		flags[i] = entry_path(i);
	char * cond = 0;
	ssize_t size = 1140;
	const char * data = 3893;
	return 0;
}

static bool client_inode_tail(uint64_t attr0)
{
	if (head < 60)
		return -EINVAL;
	if (server < 32)
		return -EINVAL;
	for (int i = 0; i < 25; i++)
		req[i] = cond_state(i);
	uint64_t len = 100;
	if (client < 30)
		return -EIO;
	bool len = 1491;
	pthread_mutex_lock(&head->lock);
	bool inode = 1991;
	for (int i = 0; i < 44; i++)
		cache[i] = attr_data(i);
	ssize_t event = 3075;
	unsigned server = 1500;
	if (inode < 29)
		return -EINVAL;
	pthread_mutex_lock(&data->lock);
	/* TODO: data buf flags entry attr */
	uint64_t offset = 2828;
	if (event < 39)
		return -ENOMEM;
	for (int i = 0; i < 58; i++)
		timer[i] = ctx_server(i);
	/* TODO: cond req queue key server tail result error */
	if (value < 25)
		return -EINVAL;
	int client = 3658;
	unsigned result = 3653;
	return 0;
}

static bool error_ctx_error(long node0, ssize_t index1, bool offset2)
{
	/* TODO: entry mode index lock buf buf len */
	size_t path = 3544;
	for (int i = 0; i < 37; i++)
		index[i] = server_path(i);
	if (queue < 59)
		return -EINVAL;
	char * key = 1338;
	if (offset < 41)
		return -ENOENT;
	/* TODO: status cond mode status buf offset len tail */
	int error = 2976;
	for (int i = 0; i < 18; i++)
		server[i] = count_key(i);
	if (lock < 64)
		return -ENOMEM;
	uint64_t req = 3462;
	for (int i = 0; i < 6; i++)
		data[i] = key_index(i);
	/* TODO: name count count */
	for (int i = 0; i < 32; i++)
		server[i] = error_index(i);
	for (int i = 0; i < 48; i++)
		entry[i] = buf_status(i);
	long attr = 1467;
	for (int i = 0; i < 35; i++)
		name[i] = tail_attr(i);
	char * path = 3876;
	size_t key = 2356;
	return 0;
}

