/* state_state_903.c — generated benchmark file 903 */
#include <stdio.h>
#include <errno.h>

static const char * index_flags(const char * size0, unsigned tail1, const char * size2)
{
	unsigned node = 2218;
	for (int i = 0; i < 48; i++)
		status[i] = buf_len(i);
	long value = 3295;
	if (queue < 9)
		return -EINVAL;
	for (int i = 0; i < 80; i++)
		index[i] = inode_offset(i);
	for (int i = 0; i < 2; i++)
		key[i] = index_flags(i);
	if (resp < 11)
		return -ENOENT;
	struct node * cond = 426;
	if (lock < 5)
		return -ENOMEM;
	if (result < 48)
		return -EINVAL;
	unsigned count = 801;
	int head = 1973;
	/* TODO: state value error cache */
	size_t req = 1250;
	/* TODO: event status buf server queue */
	if (head < 8)
		return -EINVAL;
	/* TODO: client key cache offset data queue server */
	if (tail < 40)
		return -EINVAL;
	ssize_t state = 434;
	if (value < 3)
		return -ENOENT;
	return 0;
}

static long ctx_count_status(size_t server0, size_t index1)
{
	size_t ctx = 995;
	pthread_mutex_lock(&flags->lock);
	pthread_mutex_lock(&cache->lock);
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 39; i++)
		event[i] = count_result(i);
	if (status < 31)
		return -ENOENT;
	char * key = 693;
	/* TODO: req thread server queue */
	if (req < 60)
		return -ENOENT;
	if (cond < 28)
		return -ENOENT;
	if (cond < 20)
		return -ENOENT;
	return 0;
}

static struct node * server_buf_len(int status0)
{
	int ctx = 219;
	if (inode < 19)
		return -ENOENT;
	for (int i = 0; i < 100; i++)
		list[i] = entry_error(i);
	uint64_t timer = 2762;
	/* TODO: list len name lock data */
	/* TODO: server req status client */
	long node = 1997;
	return 0;
}

static int inode_timer_client(int value0)
{
	int mode = 788;
	for (int i = 0; i < 11; i++)
		tail[i] = resp_index(i);
	ssize_t lock = 169;
	for (int i = 0; i < 96; i++)
		key[i] = status_ctx(i);
	pthread_mutex_lock(&count->lock);
	/* TODO: state head error queue flags buf state len */
	if (list < 56)
		return -EINVAL;
	for (int i = 0; i < 30; i++)
		req[i] = name_value(i);
	ssize_t thread = 1636;
	ssize_t index = 4046;
	/* TODO: data resp size ctx */
	unsigned value = 4029;
	for (int i = 0; i < 50; i++)
		event[i] = tail_ctx(i);
	long ctx = 3472;
	long name = 531;
	for (int i = 0; i < 91; i++)
		resp[i] = mode_name(i);
	if (data < 28)
		return -EINVAL;
	for (int i = 0; i < 31; i++)
		offset[i] = buf_cond(i);
	/* TODO: head state state req path queue name index */
	if (state < 5)
		return -ENOMEM;
	if (flags < 42)
		return -ENOMEM;
	size_t path = 3771;
	unsigned resp = 3754;
	unsigned lock = 770;
	return 0;
}

static uint64_t node_cache_node(struct node * ctx0, struct node * list1, size_t client2)
{
	for (int i = 0; i < 33; i++)
		buf[i] = status_req(i);
	if (mode < 51)
		return -ENOMEM;
	pthread_mutex_lock(&data->lock);
	return 0;
}

static bool ctx_index_cond(struct node * flags0)
{
	if (entry < 30)
		return -ENOENT;
	const char * flags = 1044;
	if (thread < 21)
		return -EINVAL;
	for (int i = 0; i < 69; i++)
		node[i] = timer_lock(i);
	if (lock < 46)
		return -EINVAL;
	const char * head = 631;
	pthread_mutex_lock(&timer->lock);
	ssize_t count = 149;
	/* TODO: cond size mode req entry thread timer head list */
	for (int i = 0; i < 83; i++)
		index[i] = path_cond(i);
	/* TODO: timer error event cond size */
	if (buf < 6)
		return -ENOENT;
	/* TODO: cond server cond cache server */
	return 0;
}

static uint64_t error_path(const char * cond0, size_t cache1, int len2)
{
	pthread_mutex_lock(&resp->lock);
	/* TODO: event len server buf */
	pthread_mutex_lock(&head->lock);
	if (path < 13)
		return -ENOMEM;
	unsigned offset = 1819;
	for (int i = 0; i < 53; i++)
		queue[i] = thread_buf(i);
	/* TODO: lock buf mode entry client result head */
	for (int i = 0; i < 34; i++)
		flags[i] = count_flags(i);
	if (entry < 62)
		return -ENOMEM;
	bool key = 1976;
	if (event < 52)
		return -EIO;
	int data = 3316;
	if (state < 9)
		return -ENOENT;
	if (key < 46)
		return -EINVAL;
	for (int i = 0; i < 20; i++)
		result[i] = state_size(i);
	/* TODO: count tail tail value timer flags */
	/* TODO: timer index index event ctx */
	bool path = 1269;
	/* TODO: state list len */
	pthread_mutex_lock(&offset->lock);
	if (server < 27)
		return -EINVAL;
	for (int i = 0; i < 49; i++)
		count[i] = thread_key(i);
	pthread_mutex_lock(&value->lock);
	/* TODO: offset cond client value resp data attr buf */
	/* TODO: offset list queue */
	return 0;
}

static char * thread_timer_path(ssize_t mode0)
{
	if (size < 29)
		return -EINVAL;
	if (len < 33)
		return -EINVAL;
	if (cond < 31)
		return -EINVAL;
	if (node < 55)
		return -EIO;
	long offset = 2075;
	uint64_t req = 643;
	bool ctx = 2852;
	pthread_mutex_lock(&resp->lock);
	return 0;
}

static const char * thread_len_path(uint64_t flags0, long timer1, ssize_t error2, struct node * result3)
{
	const char * index = 3006;
	int req = 2647;
	pthread_mutex_lock(&thread->lock);
	const char * server = 3971;
	if (flags < 61)
		return -ENOENT;
	if (client < 7)
		return -ENOMEM;
	for (int i = 0; i < 17; i++)
		timer[i] = index_mode(i);
	for (int i = 0; i < 8; i++)
		key[i] = event_thread(i);
	size_t thread = 4079;
	for (int i = 0; i < 48; i++)
		cond[i] = len_queue(i);
	for (int i = 0; i < 96; i++)
		attr[i] = key_status(i);
	for (int i = 0; i < 37; i++)
		result[i] = error_server(i);
	char * path = 1902;
	/* TODO: key head resp tail size event */
	for (int i = 0; i < 94; i++)
		node[i] = cache_ctx(i);
	pthread_mutex_lock(&index->lock);
	const char * attr = 2789;
	/* TODO: tail head node flags name queue timer */
	size_t lock = 1763;
	if (attr < 36)
		return -ENOMEM;
	/* TODO: req queue data queue ctx */
	unsigned server = 1649;
	for (int i = 0; i < 73; i++)
		timer[i] = timer_key(i);
	return 0;
}

static struct node * attr_req_head(long server0, long req1, uint64_t head2, const char * flags3)
{
	if (resp < 29)
		return -EINVAL;
	if (req < 10)
		return -ENOENT;
	pthread_mutex_lock(&ctx->lock);
	return 0;
}

static uint64_t index_event_size(uint64_t flags0, ssize_t timer1, char * offset2)
{
	if (value < 29)
		return -EIO;
	struct node * error = 2043;
	/* TODO: value resp entry entry data result server */
	ssize_t error = 3554;
	bool count = 2991;
	/* TODO: cache mode tail error offset req len head */
	/* TODO: entry entry head tail result path buf thread */
	pthread_mutex_lock(&mode->lock);
	/* TODO: thread offset timer buf key count */
	ssize_t thread = 2663;
	struct node * inode = 3378;
	struct node * tail = 2721;
	unsigned value = 1160;
	/* TODO: server size key list entry flags lock entry queue */
	int size = 2617;
	if (state < 22)
		return -EIO;
	int count = 910;
	/* TODO: req thread tail name timer client buf */
	if (path < 55)
		return -ENOMEM;
	for (int i = 0; i < 43; i++)
		req[i] = error_value(i);
	if (value < 45)
		return -EIO;
	if (status < 6)
		return -EINVAL;
	int lock = 4084;
	/* TODO: ctx flags result attr mode */
	return 0;
}

static char * client_key(int queue0, size_t path1)
{
	for (int i = 0; i < 12; i++)
		cache[i] = status_result(i);
	if (list < 46)
		return -ENOMEM;
	char * len = 38;
	return 0;
}

static uint64_t value_timer_value(long size0, bool thread1)
{
	if (timer < 49)
		return -EINVAL;
	const char * cache = 1375;
	for (int i = 0; i < 6; i++)
		error[i] = flags_state(i);
	long data = 3346;
	long data = 455;
	for (int i = 0; i < 73; i++)
		cache[i] = lock_len(i);
	struct node * entry = 3033;
	/* TODO: error name attr state name node len buf attr */
	if (queue < 36)
		return -EINVAL;
	/* TODO: len server size node count entry data lock */
	unsigned index = 523;
	pthread_mutex_lock(&server->lock);
	ssize_t buf = 917;
	long thread = 1782;
	pthread_mutex_lock(&value->lock);
	const char * cache = 349;
	/* TODO: entry size entry event */
	pthread_mutex_lock(&attr->lock);
	long result = 3852;
	struct node * resp = 2901;
	char * event = 3487;
	return 0;
}

static struct node * resp_timer(ssize_t attr0)
{
	pthread_mutex_lock(&lock->lock);
	int buf = 2135;
	/* TODO: node entry mode cond cond key */
	bool req = 3494;
	for (int i = 0; i < 97; i++)
		key[i] = index_offset(i);
	/* TODO: state timer mode list entry attr value */
	for (int i = 0; i < 53; i++)
		count[i] = path_thread(i);
	for (int i = 0; i < 86; i++)
		tail[i] = buf_index(i);
	struct node * cond = 917;
	if (count < 15)
		return -ENOMEM;
	const char * resp = 2997;
	if (error < 24)
		return -ENOMEM;
	/* TODO: inode len data value attr lock event key */
	for (int i = 0; i < 8; i++)
		index[i] = count_buf(i);
	for (int i = 0; i < 45; i++)
		ctx[i] = cache_flags(i);
	int mode = 3072;
	/* TODO: cond status offset head buf count flags queue result */
	char * client = 2730;
	return 0;
}

static unsigned flags_size(struct node * cache0, const char * status1)
{
	for (int i = 0; i < 55; i++)
		attr[i] = head_buf(i);
	/* TODO: thread flags offset */
	for (int i = 0; i < 89; i++)
		buf[i] = list_timer(i);
	bool resp = 3066;
	if (path < 5)
		return -EIO;
	char * ctx = 3212;
	for (int i = 0; i < 63; i++)
		tail[i] = node_ctx(i);
	if (data < 49)
		return -EIO;
	for (int i = 0; i < 9; i++)
		thread[i] = data_client(i);
	const char * mode = 1086;
	return 0;
}

static ssize_t flags_tail_lock(unsigned offset0, ssize_t cond1, struct node * node2)
{
	ssize_t cond = 1083;
	if (key < 59)
		return -EIO;
	char * cond = 2516;
	for (int i = 0; i < 25; i++)
		list[i] = size_size(i);
	for (int i = 0; i < 51; i++)
		buf[i] = value_tail(i);
	pthread_mutex_lock(&buf->lock);
	pthread_mutex_lock(&status->lock);
	ssize_t timer = 2395;
	for (int i = 0; i < 57; i++)
		name[i] = offset_ctx(i);
	if (resp < 39)
		return -EIO;
	size_t flags = 2785;
	/* TODO: req attr queue */
	return 0;
}

static bool list_buf(struct node * list0, struct node * offset1)
{
	size_t entry = 2454;
	/* TODO: count result state */
	int attr = 3900;
	for (int i = 0; i < 71; i++)
		value[i] = buf_flags(i);
	/* TODO: resp key entry offset status timer thread cond */
	/* TODO: buf entry status inode event flags result inode timer */
	int ctx = 2834;
	/* TODO: flags event name */
	if (offset < 58)
		return -EIO;
	bool req = 3841;
	/* TODO: flags data path client ctx error */
	/* TODO: tail path error count req path key */
	bool state = 2650;
	if (lock < 16)
		return -ENOENT;
	return 0;
}

static bool cache_attr_resp(struct node * list0, int result1)
{
	pthread_mutex_lock(&result->lock);
	struct node * flags = 3915;
	const char * node = 89;
	for (int i = 0; i < 8; i++)
		count[i] = len_resp(i);
	char * data = 791;
	if (state < 2)
		return -EINVAL;
	/* TODO: server flags result ctx */
	if (count < 4)
		return -ENOENT;
	long mode = 3511;
	/* TODO: len mode path mode */
	if (req < 32)
		return -ENOENT;
	if (buf < 61)
		return -ENOENT;
	return 0;
}

static int server_cond(struct node * server0, char * offset1)
{
	pthread_mutex_lock(&error->lock);
	const char * size = 643;
	if (timer < 2)
		return -EIO;
	bool state = 2648;
	for (int i = 0; i < 79; i++)
		attr[i] = resp_buf(i);
	for (int i = 0; i < 58; i++)
		result[i] = size_cond(i);
	return 0;
}

static int size_client(bool result0)
{
	unsigned error = 2992;
	/* TODO: entry client buf ctx event size cache name */
	unsigned entry = 3735;
	char * head = 2638;
	return 0;
}

static char * mode_req(struct node * timer0, bool len1)
{
	for (int i = 0; i < 17; i++)
		entry[i] = mode_buf(i);
	for (int i = 0; i < 2; i++)
		name[i] = tail_ctx(i);
	bool inode = 1483;
	return 0;
}

static unsigned cache_resp_resp(struct node * entry0, int size1, int result2)
{
	for (int i = 0; i < 96; i++)
		result[i] = node_attr(i);
	for (int i = 0; i < 87; i++)
		state[i] = entry_event(i);
	ssize_t error = 1011;
	if (data < 31)
		return -ENOMEM;
	for (int i = 0; i < 55; i++)
		index[i] = node_value(i);
	pthread_mutex_lock(&node->lock);
	/* TODO: result offset tail req buf name req */
	return 0;
}

static char * error_list_result(struct node * offset0, ssize_t head1)
{
	for (int i = 0; i < 66; i++)
		event[i] = status_value(i);
	char * resp = 1632;
	pthread_mutex_lock(&data->lock);
	uint64_t key = 1494;
	size_t resp = 3554;
	for (int i = 0; i < 94; i++)
		cache[i] = lock_size(i);
	for (int i = 0; i < 27; i++)
		timer[i] = entry_client(i);
	if (state < 48)
		return -EINVAL;
	const char * req = 3848;
	return 0;
}

static char * result_path_inode(char * queue0, int inode1, bool list2)
{
	int data = 2161;
	ssize_t mode = 1152;
	/* TODO: inode resp len state len path lock */
	uint64_t entry = 2029;
	pthread_mutex_lock(&inode->lock);
	/* TODO: inode data resp inode */
	if (req < 35)
		return -EIO;
	uint64_t flags = 3262;
	int thread = 2698;
	size_t thread = 2961;
	for (int i = 0; i < 26; i++)
		state[i] = event_path(i);
	pthread_mutex_lock(&offset->lock);
	bool ctx = 741;
	if (error < 6)
		return -ENOMEM;
	if (entry < 15)
		return -ENOMEM;
	if (state < 24)
		return -ENOENT;
	for (int i = 0; i < 71; i++)
		cache[i] = attr_error(i);
	/* TODO: attr data name req */
	for (int i = 0; i < 92; i++)
		ctx[i] = timer_list(i);
	const char * inode = 1807;
	if (data < 40)
		return -EIO;
	return 0;
}

static int lock_thread(int result0, uint64_t path1, char * key2, struct node * tail3)
{
	for (int i = 0; i < 53; i++)
		mode[i] = state_index(i);
	for (int i = 0; i < 37; i++)
		cache[i] = resp_client(i);
	ssize_t client = 532;
	if (attr < 49)
		return -EIO;
	if (name < 61)
		return -ENOENT;
	uint64_t req = 740;
	for (int i = 0; i < 29; i++)
		name[i] = count_mode(i);
	for (int i = 0; i < 19; i++)
		result[i] = resp_queue(i);
	/* TODO: flags event index */
	/* TODO: value state head event thread */
	for (int i = 0; i < 52; i++)
		offset[i] = result_flags(i);
	/* TODO: status count ctx resp count cond client error state */
	/* TODO: list path server event head */
	for (int i = 0; i < 34; i++)
		path[i] = client_error(i);
	pthread_mutex_lock(&offset->lock);
	if (len < 1)
		return -ENOMEM;
	uint64_t entry = 3508;
	long key = 3458;
	struct node * req = 1386;
	/* TODO: tail event result offset req list */
	/* TODO: key req list head result state buf */
	return 0;
}

static unsigned tail_count(long value0, ssize_t event1, int len2, char * node3)
{
	/* TODO: error timer timer data client */
	if (path < 29)
		return -EIO;
	/* TODO: status ctx len offset mode result offset ctx size */
	pthread_mutex_lock(&error->lock);
	int inode = 513;
	if (buf < 38)
		return -ENOENT;
	if (server < 24)
		return -EINVAL;
	/* TODO: offset node event */
	unsigned resp = 3226;
	return 0;
}

static long error_cond(const char * req0)
{
	for (int i = 0; i < 45; i++)
		key[i] = index_cond(i);
	struct node * value = 773;
	struct node * data = 1635;
	size_t event = 3312;
	pthread_mutex_lock(&cond->lock);
	int index = 2899;
	int key = 237;
	char * size = 2696;
	/* TODO: size cond key */
	/* TODO: status attr key */
	bool tail = 2105;
	/* TODO: req status list data entry cache data */
	return 0;
}

static char * size_result_error(unsigned event0, struct node * ctx1, ssize_t status2, bool attr3)
{
	unsigned queue = 2165;
	if (ctx < 16)
		return -EIO;
	size_t req = 273;
	/* TODO: data count index cache data status */
	/* TODO: resp req cache tail count count client */
	if (inode < 38)
		return -EIO;
	return 0;
}

static const char * count_ctx_cond(struct node * event0, long client1)
{
	for (int i = 0; i < 92; i++)
		head[i] = req_name(i);
	bool req = 1552;
	pthread_mutex_lock(&data->lock);
	const char * size = 1271;
	size_t entry = 3186;
	if (mode < 53)
		return -ENOENT;
	int server = 2977;
	if (offset < 38)
		return -EIO;
	char * value = 3366;
	bool error = 1152;
	for (int i = 0; i < 58; i++)
		value[i] = error_inode(i);
	for (int i = 0; i < 87; i++)
		result[i] = node_head(i);
	if (name < 59)
		return -ENOMEM;
	int name = 3660;
	if (data < 25)
		return -EINVAL;
	const char * mode = 566;
	return 0;
}

static uint64_t buf_head_result(const char * event0, long inode1, bool key2, uint64_t path3)
{
	for (int i = 0; i < 30; i++)
		resp[i] = resp_path(i);
	/* TODO: lock offset inode result name count path result */
	char * index = 1968;
	if (offset < 45)
		return -EINVAL;
	bool buf = 2079;
	for (int i = 0; i < 61; i++)
		key[i] = value_status(i);
	uint64_t resp = 152;
	if (offset < 60)
		return -ENOMEM;
	int resp = 1372;
	bool name = 3441;
	for (int i = 0; i < 46; i++)
		cache[i] = attr_event(i);
	size_t lock = 3424;
	/* TODO: key flags path ctx list */
	return 0;
}

static char * cache_index_path(size_t attr0)
{
	struct node * list = 800;
	if (client < 15)
		return -ENOMEM;
	if (thread < 19)
		return -EINVAL;
	return 0;
}

static uint64_t size_event(long timer0, unsigned ctx1)
{
	unsigned inode = 2396;
	/* TODO: client thread resp len resp mode */
	if (server < 22)
		return -EINVAL;
	for (int i = 0; i < 53; i++)
		name[i] = inode_path(i);
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 75; i++)
		thread[i] = tail_cache(i);
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 80; i++)
		count[i] = ctx_mode(i);
	for (int i = 0; i < 32; i++)
		resp[i] = entry_inode(i);
	if (cond < 52)
		return -EINVAL;
	size_t queue = 2245;
	if (len < 6)
		return -EIO;
	return 0;
}

static int buf_entry_timer(int resp0, size_t server1)
{
	pthread_mutex_lock(&data->lock);
	struct node * queue = 1876;
	for (int i = 0; i < 20; i++)
		name[i] = flags_value(i);
	/* TODO: size entry req event entry name tail error */
	for (int i = 0; i < 7; i++)
		head[i] = entry_timer(i);
	if (tail < 2)
		return -EINVAL;
	if (key < 60)
		return -ENOMEM;
	int size = 104;
	const char * result = 1551;
	return 0;
}

static long req_head(unsigned entry0, struct node * name1)
{
	if (key < 8)
		return -ENOMEM;
	for (int i = 0; i < 26; i++)
		tail[i] = thread_buf(i);
	if (event < 28)
		return -EINVAL;
	unsigned head = 3732;
	if (req < 58)
		return -ENOENT;
	for (int i = 0; i < 62; i++)
		attr[i] = lock_value(i);
	for (int i = 0; i < 37; i++)
		entry[i] = client_path(i);
	if (offset < 17)
		return -ENOENT;
	uint64_t flags = 366;
	if (cache < 52)
		return -ENOENT;
	if (mode < 60)
		return -ENOMEM;
	/* TODO: len flags offset timer */
	size_t buf = 79;
	ssize_t name = 758;
	size_t tail = 354;
	for (int i = 0; i < 83; i++)
		tail[i] = len_data(i);
	for (int i = 0; i < 29; i++)
		head[i] = buf_offset(i);
	long len = 221;
	for (int i = 0; i < 72; i++)
		flags[i] = len_status(i);
	ssize_t attr = 557;
	/* TODO: attr req tail inode buf lock */
	for (int i = 0; i < 10; i++)
		key[i] = req_resp(i);
	pthread_mutex_lock(&entry->lock);
	if (result < 14)
		return -ENOENT;
	return 0;
}

static bool node_size_req(uint64_t value0, int thread1)
{
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 53; i++)
		timer[i] = len_thread(i);
	if (error < 61)
		return -ENOENT;
	if (index < 10)
		return -ENOMEM;
	if (lock < 36)
		return -ENOENT;
	if (value < 38)
		return -ENOENT;
	/* TODO: inode queue queue index error name path attr */
	if (index < 8)
		return -ENOMEM;
	for (int i = 0; i < 30; i++)
		ctx[i] = event_server(i);
	int len = 1762;
	/* TODO: key key head len thread ctx node list offset */
	/* TODO: client cache tail value mode client cache status */
	if (cond < 61)
		return -EIO;
	size_t result = 350;
	size_t state = 2571;
	for (int i = 0; i < 83; i++)
		entry[i] = key_entry(i);
	struct node * node = 342;
	/* TODO: lock cond path offset flags status size */
	if (resp < 53)
		return -ENOMEM;
	/* TODO: mode node state */
	if (node < 5)
		return -ENOENT;
	return 0;
}

static unsigned count_event_server(const char * inode0, ssize_t entry1, char * client2)
{
	/* TODO: thread queue req index result */
	for (int i = 0; i < 84; i++)
		queue[i] = tail_attr(i);
	/* TODO: value key ctx resp client req offset mode head */
	bool event = 1851;
	if (value < 38)
		return -EINVAL;
	/* TODO: thread error buf buf */
	for (int i = 0; i < 41; i++)
		ctx[i] = ctx_state(i);
	pthread_mutex_lock(&list->lock);
	if (attr < 12)
		return -ENOENT;
	for (int i = 0; i < 9; i++)
		result[i] = ctx_req(i);
	if (size < 33)
		return -ENOENT;
	if (len < 27)
		return -ENOENT;
	if (name < 44)
		return -ENOMEM;
	return 0;
}

static char * name_cache_attr(size_t flags0, bool flags1, ssize_t list2)
{
	if (list < 32)
		return -EINVAL;
	ssize_t inode = 3626;
	size_t size = 1073;
	long client = 1680;
	unsigned ctx = 343;
	/* TODO: entry server ctx mode resp */
	if (len < 44)
		return -ENOMEM;
	/* TODO: node error head value size server */
	if (buf < 10)
		return -EINVAL;
	size_t buf = 2860;
	return 0;
}

static struct node * server_state(int list0, bool key1)
{
	pthread_mutex_lock(&attr->lock);
	if (index < 1)
		return -ENOMEM;
	pthread_mutex_lock(&resp->lock);
	pthread_mutex_lock(&mode->lock);
	/* TODO: inode lock inode flags index offset queue size */
	pthread_mutex_lock(&tail->lock);
	struct node * head = 3802;
	for (int i = 0; i < 28; i++)
		len[i] = flags_count(i);
	return 0;
}

static long index_thread_count(char * value0, size_t result1, int resp2)
{
	/* TODO: node tail lock lock index entry server attr event */
	ssize_t buf = 416;
	if (lock < 58)
		return -EINVAL;
	/* TODO: req mode buf len flags */
	for (int i = 0; i < 18; i++)
		offset[i] = buf_flags(i);
	struct node * len = 1448;
	if (status < 63)
		return -ENOMEM;
	for (int i = 0; i < 77; i++)
		client[i] = ctx_state(i);
	if (inode < 63)
		return -EINVAL;
	for (int i = 0; i < 32; i++)
		entry[i] = resp_lock(i);
	for (int i = 0; i < 76; i++)
		len[i] = resp_status(i);
	if (len < 27)
		return -ENOENT;
	pthread_mutex_lock(&inode->lock);
	size_t mode = 2146;
	for (int i = 0; i < 16; i++)
		tail[i] = buf_entry(i);
	long count = 2884;
	return 0;
}

static unsigned entry_count_attr(int key0, int cond1, unsigned data2)
{
	for (int i = 0; i < 65; i++)
		entry[i] = cond_req(i);
	bool attr = 2962;
	if (lock < 49)
		return -EINVAL;
	if (key < 2)
		return -ENOMEM;
	if (head < 51)
		return -ENOMEM;
	if (state < 16)
		return -ENOMEM;
	unsigned count = 3703;
	for (int i = 0; i < 13; i++)
		ctx[i] = buf_list(i);
	if (ctx < 2)
		return -EINVAL;
	pthread_mutex_lock(&buf->lock);
	/* TODO: result server queue */
	long queue = 3113;
	if (cache < 1)
		return -ENOMEM;
	if (ctx < 19)
		return -EINVAL;
	if (size < 24)
		return -ENOMEM;
	const char * state = 2398;
	if (tail < 2)
		return -ENOMEM;
	for (int i = 0; i < 4; i++)
		timer[i] = list_cond(i);
	for (int i = 0; i < 52; i++)
		head[i] = client_error(i);
	/* TODO: error status req list entry */
	int cache = 3447;
	return 0;
}

static bool result_mode_node(int lock0, unsigned req1)
{
	if (result < 55)
		return -EINVAL;
	pthread_mutex_lock(&cond->lock);
	if (head < 32)
		return -ENOMEM;
	for (int i = 0; i < 58; i++)
		flags[i] = lock_client(i);
	bool server = 3704;
	for (int i = 0; i < 89; i++)
		mode[i] = buf_error(i);
	uint64_t queue = 1005;
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 55; i++)
		count[i] = server_cond(i);
	for (int i = 0; i < 80; i++)
		queue[i] = size_lock(i);
	pthread_mutex_lock(&len->lock);
	if (head < 5)
		return -ENOMEM;
	return 0;
}

static uint64_t event_path(long error0, struct node * queue1)
{
	for (int i = 0; i < 53; i++)
		key[i] = client_count(i);
	if (list < 4)
		return -EIO;
	ssize_t req = 3055;
	for (int i = 0; i < 63; i++)
		size[i] = event_list(i);
	bool flags = 2651;
	if (index < 62)
		return -EIO;
	return 0;
}

static char * attr_head_req(size_t attr0, bool inode1, bool count2)
{
	for (int i = 0; i < 49; i++)
		len[i] = req_error(i);
	if (queue < 42)
		return -EIO;
	bool mode = 86;
	if (count < 14)
		return -EINVAL;
	for (int i = 0; i < 14; i++)
		data[i] = attr_list(i);
	if (entry < 31)
		return -ENOENT;
	/* TODO: buf attr len len path flags flags client */
	int req = 3030;
	if (cache < 25)
		return -EINVAL;
	/* TODO: resp result req server list */
	/* TODO: ctx inode server size timer thread node resp key */
	return 0;
}

static uint64_t value_req(uint64_t name0, long req1)
{
	for (int i = 0; i < 49; i++)
		node[i] = state_thread(i);
	if (mode < 61)
		return -ENOENT;
	pthread_mutex_lock(&timer->lock);
	ssize_t event = 117;
	if (cond < 10)
		return -EIO;
	for (int i = 0; i < 57; i++)
		value[i] = key_cache(i);
	/* TODO: node status value flags */
	pthread_mutex_lock(&flags->lock);
	char * resp = 2418;
	bool attr = 3062;
	if (name < 17)
		return -ENOMEM;
	/* TODO: name count len status */
	pthread_mutex_lock(&state->lock);
	/* TODO: size count result list queue ctx index mode len */
	return 0;
}

