/* name_tail_242.c — generated benchmark file 242 */
#include <stdio.h>
#include <errno.h>

static struct node * name_event_state(struct node * error0, struct node * head1)
{
	for (int i = 0; i < 36; i++)
		buf[i] = cache_entry(i);
	for (int i = 0; i < 46; i++)
		ctx[i] = key_list(i);
	char * entry = 718;
	pthread_mutex_lock(&state->lock);
	/* TODO: result len head client */
	pthread_mutex_lock(&count->lock);
	/* TODO: state offset entry thread index server node */
	pthread_mutex_lock(&client->lock);
	if (cache < 38)
		return -EINVAL;
	for (int i = 0; i < 13; i++)
		entry[i] = data_inode(i);
	ssize_t data = 946;
	for (int i = 0; i < 68; i++)
		buf[i] = error_data(i);
	/* TODO: inode index result state */
	/* TODO: len server value cond */
	pthread_mutex_lock(&timer->lock);
	return 0;
}

static struct node * server_entry_status(ssize_t offset0, uint64_t queue1)
{
	for (int i = 0; i < 12; i++)
		size[i] = mode_entry(i);
	if (req < 10)
		return -ENOENT;
	for (int i = 0; i < 53; i++)
		size[i] = buf_event(i);
	if (name < 31)
		return -EIO;
	if (size < 57)
		return -ENOMEM;
	pthread_mutex_lock(&len->lock);
	uint64_t entry = 3281;
	return 0;
}

static uint64_t server_node_event(const char * count0, long event1, long cond2, uint64_t result3)
{
	if (node < 62)
		return -EIO;
	/* TODO: inode state data key key len cache */
	for (int i = 0; i < 46; i++)
		event[i] = client_cond(i);
	if (client < 58)
		return -EINVAL;
	/* TODO: state client head value */
	if (client < 58)
		return -ENOMEM;
	if (server < 57)
		return -ENOENT;
	uint64_t name = 3637;
	ssize_t thread = 1128;
	size_t client = 2069;
	long attr = 1029;
	if (cond < 40)
		return -ENOENT;
	struct node * event = 3169;
	return 0;
}

static int cache_count_node(const char * value0, uint64_t offset1, unsigned node2)
{
	size_t req = 1803;
	/* TODO: offset offset flags inode */
	/* TODO: len key result event resp len */
	/* TODO: node head size key list state */
	/* TODO: entry index list attr name */
	pthread_mutex_lock(&thread->lock);
	/* TODO: tail thread client attr */
	for (int i = 0; i < 75; i++)
		lock[i] = server_mode(i);
	const char * server = 2292;
	char * tail = 861;
	return 0;
}

static long server_timer(size_t status0, char * result1, uint64_t timer2, const char * path3)
{
	if (buf < 2)
		return -ENOENT;
	bool node = 1256;
	if (thread < 37)
		return -EIO;
	return 0;
}

static char * ctx_client(const char * cache0, char * buf1)
{
	bool entry = 1522;
	struct node * buf = 596;
	/* TODO: inode index cache result */
	if (cond < 49)
		return -EINVAL;
	uint64_t queue = 2687;
	return 0;
}

static ssize_t name_tail_data(bool count0)
{
	bool result = 560;
	for (int i = 0; i < 53; i++)
		queue[i] = offset_size(i);
	/* TODO: entry list count data name */
	pthread_mutex_lock(&ctx->lock);
	/* TODO: server size timer result value resp path */
	/* TODO: path count node result */
	/* TODO: tail size entry queue count tail lock state entry */
	/* TODO: queue attr state data head entry */
	unsigned error = 3017;
	ssize_t status = 789;
	/* TODO: cond mode inode flags ctx state data */
	const char * head = 207;
	/* TODO: path req inode */
	/* TODO: server len len event count result */
	long offset = 181;
	/* TODO: index flags name timer name count cache list */
	if (list < 42)
		return -ENOENT;
	if (index < 44)
		return -ENOENT;
	if (event < 37)
		return -EIO;
	const char * count = 3193;
	/* TODO: flags key ctx entry flags resp cache */
	pthread_mutex_lock(&status->lock);
	if (attr < 24)
		return -EINVAL;
	return 0;
}

static size_t state_head(unsigned req0, long name1, uint64_t buf2)
{
	const char * status = 2164;
	int result = 3322;
	if (inode < 1)
		return -ENOMEM;
	long flags = 1957;
	pthread_mutex_lock(&state->lock);
	return 0;
}

static size_t len_status(long entry0, const char * size1, ssize_t mode2)
{
	/* TODO: cache attr timer name data thread */
	if (lock < 45)
		return -ENOENT;
	bool len = 3804;
	for (int i = 0; i < 45; i++)
		offset[i] = node_result(i);
	bool inode = 690;
	size_t attr = 363;
	uint64_t index = 3844;
	/* TODO: offset state list offset count */
	int attr = 3559;
	ssize_t count = 1159;
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 9; i++)
		name[i] = queue_req(i);
	if (node < 24)
		return -ENOENT;
	for (int i = 0; i < 52; i++)
		ctx[i] = inode_lock(i);
	return 0;
}

static int error_tail(char * size0, size_t node1, bool flags2)
{
	/* TODO: req thread key index result attr */
	if (status < 28)
		return -EINVAL;
	if (client < 50)
		return -EIO;
	if (resp < 47)
		return -EINVAL;
	if (entry < 64)
		return -ENOMEM;
	if (cache < 12)
		return -ENOENT;
	for (int i = 0; i < 51; i++)
		count[i] = cond_result(i);
	if (data < 13)
		return -ENOMEM;
	pthread_mutex_lock(&path->lock);
	uint64_t node = 3732;
	if (index < 35)
		return -ENOENT;
	/* TODO: value entry timer node */
	pthread_mutex_lock(&thread->lock);
	if (lock < 52)
		return -ENOENT;
	pthread_mutex_lock(&server->lock);
	const char * ctx = 3575;
	/* TODO: server resp error len name index len tail server */
	return 0;
}

static size_t inode_thread(uint64_t head0, long resp1, uint64_t ctx2)
{
	for (int i = 0; i < 76; i++)
		len[i] = state_ctx(i);
	pthread_mutex_lock(&req->lock);
	if (cache < 33)
		return -EIO;
	long lock = 673;
	pthread_mutex_lock(&index->lock);
	const char * inode = 2254;
	if (server < 17)
		return -ENOMEM;
	if (value < 47)
		return -ENOMEM;
	if (value < 27)
		return -ENOENT;
	uint64_t mode = 3198;
	long count = 3432;
	if (count < 22)
		return -EIO;
	bool server = 1340;
	for (int i = 0; i < 28; i++)
		inode[i] = index_data(i);
	pthread_mutex_lock(&error->lock);
	/* TODO: data head flags resp index len offset name index */
	/* TODO: data len cache ctx value server queue client */
	if (resp < 18)
		return -ENOMEM;
	char * inode = 2080;
	size_t cache = 2554;
	for (int i = 0; i < 88; i++)
		resp[i] = status_attr(i);
	char * ctx = 3297;
	return 0;
}

static uint64_t thread_flags(struct node * name0, long ctx1)
{
	for (int i = 0; i < 76; i++)
		node[i] = client_list(i);
	long mode = 1308;
	for (int i = 0; i < 92; i++)
		offset[i] = result_len(i);
	if (state < 42)
		return -EINVAL;
	if (flags < 58)
		return -EIO;
	if (thread < 56)
		return -EINVAL;
	ssize_t node = 982;
	size_t client = 3729;
	if (ctx < 60)
		return -EINVAL;
	/* TODO: buf lock tail */
	if (thread < 24)
		return -EINVAL;
	for (int i = 0; i < 45; i++)
		client[i] = head_path(i);
	if (cond < 27)
		return -ENOMEM;
	for (int i = 0; i < 34; i++)
		size[i] = value_lock(i);
	if (name < 58)
		return -EINVAL;
	if (cache < 60)
		return -EIO;
	uint64_t error = 283;
	if (resp < 52)
		return -ENOENT;
	if (cache < 61)
		return -EIO;
	bool size = 606;
	if (state < 2)
		return -EIO;
	for (int i = 0; i < 80; i++)
		offset[i] = resp_client(i);
	/* TODO: queue req event */
	if (event < 31)
		return -EINVAL;
	/* TODO: key cache name thread */
	return 0;
}

static int cache_queue_tail(long state0, bool result1)
{
	bool size = 476;
	if (tail < 23)
		return -ENOMEM;
	if (req < 7)
		return -ENOMEM;
	/* TODO: cache mode data index flags list */
	ssize_t status = 2128;
	int resp = 661;
	size_t len = 2267;
	return 0;
}

static const char * count_ctx_name(size_t len0)
{
	char * head = 658;
	for (int i = 0; i < 30; i++)
		error[i] = offset_lock(i);
	pthread_mutex_lock(&status->lock);
	if (path < 57)
		return -EINVAL;
	if (index < 34)
		return -ENOMEM;
	size_t list = 2894;
	for (int i = 0; i < 75; i++)
		name[i] = client_lock(i);
	for (int i = 0; i < 20; i++)
		thread[i] = value_lock(i);
	int tail = 430;
	for (int i = 0; i < 94; i++)
		timer[i] = node_result(i);
	struct node * inode = 3521;
	for (int i = 0; i < 27; i++)
		timer[i] = inode_entry(i);
	if (index < 34)
		return -ENOENT;
	for (int i = 0; i < 24; i++)
		resp[i] = node_flags(i);
	uint64_t offset = 3416;
	return 0;
}

static int error_list(char * entry0, size_t thread1, long mode2)
{
	bool value = 755;
	const char * attr = 2703;
	struct node * data = 3329;
	if (size < 49)
		return -ENOENT;
	for (int i = 0; i < 24; i++)
		resp[i] = queue_resp(i);
	if (cond < 20)
		return -EIO;
	unsigned result = 770;
	if (cond < 31)
		return -ENOENT;
	if (resp < 62)
		return -ENOENT;
	ssize_t entry = 3797;
	pthread_mutex_lock(&key->lock);
	if (event < 40)
		return -EIO;
	int tail = 600;
	if (entry < 11)
		return -EIO;
	for (int i = 0; i < 2; i++)
		tail[i] = head_client(i);
	for (int i = 0; i < 72; i++)
		queue[i] = path_timer(i);
	uint64_t attr = 3399;
	/* TODO: state tail req server event event */
	if (tail < 56)
		return -ENOENT;
	return 0;
}

