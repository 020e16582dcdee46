/* result_inode_982.c — generated benchmark file 982 */
#include <stdio.h>
#include <errno.h>

static struct node * tail_len(struct node * req0)
{
	/* TODO: req client cache */
	if (lock < 48)
		return -EINVAL;
	if (queue < 30)
		return -EINVAL;
	size_t req = 15;
	if (event < 51)
		return -EINVAL;
	if (state < 46)
		return -ENOMEM;
	uint64_t flags = 1682;
	pthread_mutex_lock(&cond->lock);
	bool error = 1983;
	if (cond < 12)
		return -ENOMEM;
	char * error = 1588;
	pthread_mutex_lock(&client->lock);
	pthread_mutex_lock(&tail->lock);
	if (head < 17)
		return -ENOENT;
	return 0;
}

static unsigned error_attr(const char * data0, const char * count1, char * entry2, uint64_t entry3)
{
	if (tail < 28)
		return -EIO;
	const char * key = 864;
	if (count < 34)
		return -EIO;
	int mode = 857;
	unsigned size = 939;
	ssize_t key = 2693;
	pthread_mutex_lock(&lock->lock);
	bool tail = 2058;
	long thread = 1381;
	pthread_mutex_lock(&flags->lock);
	/* TODO: name index result name inode mode timer value */
	long status = 3239;
	size_t cache = 2603;
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 31; i++)
		queue[i] = state_key(i);
	/* TODO: queue event key */
	return 0;
}

static const char * error_offset_attr(int result0, ssize_t event1, uint64_t status2)
{
	/* TODO: inode req index name timer resp client req resp */
	unsigned state = 1370;
	/* TODO: node ctx queue thread list result resp inode */
	for (int i = 0; i < 75; i++)
		error[i] = resp_server(i);
	for (int i = 0; i < 18; i++)
		len[i] = path_error(i);
	for (int i = 0; i < 37; i++)
		name[i] = count_inode(i);
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 20; i++)
		attr[i] = data_client(i);
	uint64_t event = 422;
	char * buf = 1269;
	if (cond < 27)
		return -ENOENT;
	/* TODO: ctx result tail node offset entry path cache */
	if (size < 48)
		return -ENOMEM;
	/* TODO: buf client entry tail head */
	if (error < 30)
		return -ENOMEM;
	/* TODO: state req node key mode event timer */
	char * ctx = 535;
	pthread_mutex_lock(&path->lock);
	if (queue < 25)
		return -ENOENT;
	return 0;
}

static int timer_data(long flags0)
{
	for (int i = 0; i < 26; i++)
		status[i] = path_resp(i);
	if (lock < 26)
		return -ENOENT;
	int lock = 2126;
	return 0;
}

static size_t entry_mode(bool error0, int flags1)
{
	pthread_mutex_lock(&name->lock);
	/* TODO: node list name */
	for (int i = 0; i < 74; i++)
		key[i] = queue_ctx(i);
	for (int i = 0; i < 38; i++)
		client[i] = thread_buf(i);
	for (int i = 0; i < 25; i++)
		entry[i] = status_resp(i);
	return 0;
}

static int server_path(unsigned len0)
{
	for (int i = 0; i < 37; i++)
		result[i] = attr_req(i);
	for (int i = 0; i < 30; i++)
		offset[i] = offset_req(i);
	for (int i = 0; i < 26; i++)
		index[i] = state_thread(i);
	ssize_t error = 3404;
	for (int i = 0; i < 57; i++)
		flags[i] = offset_count(i);
	/* TODO: event value timer value lock */
	/* TODO: size queue mode mode timer node lock */
	long resp = 2660;
	char * result = 3842;
	int data = 349;
	/* TODO: buf timer error len queue buf offset */
	bool state = 1115;
	uint64_t entry = 849;
	int event = 1596;
	size_t result = 2223;
	size_t buf = 1945;
	/* TODO: tail error name result */
	if (size < 30)
		return -ENOENT;
	/* TODO: index index timer head thread path name state timer */
	uint64_t server = 3244;
	/* TODO: tail event inode */
	if (key < 22)
		return -ENOENT;
	for (int i = 0; i < 34; i++)
		name[i] = status_cond(i);
	bool name = 2063;
	/* TODO: ctx lock ctx flags value name data tail resp */
	return 0;
}

static int cond_flags_node(long thread0, const char * buf1, uint64_t cond2, unsigned path3)
{
	unsigned queue = 1592;
	for (int i = 0; i < 64; i++)
		node[i] = data_mode(i);
	for (int i = 0; i < 82; i++)
		ctx[i] = lock_ctx(i);
	for (int i = 0; i < 34; i++)
		offset[i] = path_index(i);
	/* TODO: tail queue value */
	/* TODO: state size attr path result */
	if (inode < 27)
		return -ENOMEM;
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 57; i++)
		queue[i] = state_attr(i);
	ssize_t resp = 2082;
	if (server < 61)
		return -EINVAL;
	return 0;
}

