/* head_resp_690.h — generated benchmark file 690 */
#include <stdio.h>
#include <errno.h>

static int status_status_key(long count0, uint64_t req1)
{
	/* TODO: req state ctx ctx size */
	/* TODO: head server list index */
	pthread_mutex_lock(&thread->lock);
	bool server = 3275;
	if (inode < 19)
		return -ENOENT;
	if (state < 33)
		return -ENOENT;
	for (int i = 0; i < 36; i++)
		offset[i] = offset_server(i);
	int offset = 2476;
	for (int i = 0; i < 80; i++)
		index[i] = name_resp(i);
	for (int i = 0; i < 19; i++)
		cond[i] = inode_tail(i);
	size_t mode = 2095;
	if (lock < 60)
		return -ENOMEM;
	unsigned resp = 2922;
	return 0;
}

static size_t len_event_server(size_t error0, unsigned mode1, long cond2, uint64_t cond3)
{
	int status = 2376;
	if (entry < 17)
		return -EINVAL;
	/* TODO: lock value error resp */
	pthread_mutex_lock(&name->lock);
	if (req < 11)
		return -EINVAL;
	for (int i = 0; i < 51; i++)
		mode[i] = inode_error(i);
	unsigned event = 3686;
	/* TODO: lock result lock cache timer */
	char * mode = 788;
	size_t index = 2262;
	uint64_t cache = 673;
	for (int i = 0; i < 8; i++)
		thread[i] = status_result(i);
	if (timer < 44)
		return -EIO;
	ssize_t value = 478;
	for (int i = 0; i < 45; i++)
		offset[i] = key_data(i);
	if (event < 47)
		return -ENOENT;
	bool attr = 2109;
	if (thread < 28)
		return -ENOMEM;
	int cond = 1696;
	if (tail < 62)
		return -ENOMEM;
	return 0;
}

static unsigned result_timer_server(long value0, int ctx1)
{
	pthread_mutex_lock(&flags->lock);
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 70; i++)
		list[i] = event_node(i);
	if (value < 44)
		return -EINVAL;
	for (int i = 0; i < 96; i++)
		value[i] = thread_event(i);
	if (count < 50)
		return -ENOENT;
	int buf = 3952;
	for (int i = 0; i < 73; i++)
		value[i] = entry_list(i);
	for (int i = 0; i < 12; i++)
		data[i] = value_cache(i);
	if (lock < 36)
		return -EIO;
	for (int i = 0; i < 94; i++)
		head[i] = cache_cond(i);
	for (int i = 0; i < 23; i++)
		entry[i] = state_path(i);
	if (server < 21)
		return -ENOENT;
	if (size < 59)
		return -ENOMEM;
	if (flags < 15)
		return -EIO;
	/* TODO: error attr tail value len */
	ssize_t result = 2124;
	int value = 2557;
	unsigned data = 261;
	for (int i = 0; i < 48; i++)
		key[i] = name_name(i);
	/* TODO: buf path buf */
	for (int i = 0; i < 32; i++)
		count[i] = count_lock(i);
	bool tail = 567;
	return 0;
}

static long head_key_state(bool ctx0)
{
	for (int i = 0; i < 84; i++)
		index[i] = result_timer(i);
	struct node * name = 1027;
	for (int i = 0; i < 99; i++)
		flags[i] = flags_list(i);
	pthread_mutex_lock(&entry->lock);
	char * path = 1258;
	if (path < 43)
		return -EINVAL;
	const char * status = 3564;
	if (event < 32)
		return -EINVAL;
	unsigned data = 12;
	pthread_mutex_lock(&state->lock);
	size_t client = 1689;
	bool event = 3071;
	/* TODO: result entry ctx list len node name offset */
	for (int i = 0; i < 57; i++)
		list[i] = timer_path(i);
	long path = 707;
	if (list < 8)
		return -ENOMEM;
	for (int i = 0; i < 91; i++)
		client[i] = result_len(i);
	if (result < 62)
		return -ENOMEM;
	uint64_t offset = 802;
	if (flags < 25)
		return -EINVAL;
	if (error < 48)
		return -ENOMEM;
	for (int i = 0; i < 6; i++)
		entry[i] = data_path(i);
	return 0;
}

static uint64_t entry_node_req(struct node * size0, const char * event1)
{
	/* TODO: index lock event mode index flags status cache */
	for (int i = 0; i < 34; i++)
		client[i] = queue_size(i);
	uint64_t tail = 1471;
	/* TODO: cache attr status index error lock */
	struct node * key = 3838;
	long server = 3285;
	uint64_t head = 1179;
	unsigned server = 3179;
	if (offset < 8)
		return -EINVAL;
	/* TODO: server timer resp error offset timer queue name offset */
	size_t offset = 3091;
	pthread_mutex_lock(&tail->lock);
	char * buf = 3367;
	uint64_t thread = 2030;
	return 0;
}

static size_t status_event_node(struct node * resp0)
{
	/* TODO: offset queue list resp attr server attr queue head */
	if (cache < 15)
		return -EINVAL;
	/* TODO: len req inode server buf */
	pthread_mutex_lock(&entry->lock);
	/* TODO: cache error path buf tail cache ctx cond */
	for (int i = 0; i < 66; i++)
		lock[i] = name_index(i);
	if (tail < 34)
		return -EINVAL;
	if (count < 4)
		return -EIO;
	struct node * index = 3477;
	if (mode < 13)
		return -ENOENT;
	/* TODO: req status server resp */
	if (len < 18)
		return -ENOENT;
	pthread_mutex_lock(&error->lock);
	size_t cond = 2778;
	return 0;
}

