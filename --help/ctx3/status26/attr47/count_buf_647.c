/* count_buf_647.c — generated benchmark file 647 */
#include <stdio.h>
#include <errno.h>

static bool inode_status_cache(char * cond0, struct node * key1, int state2)
{
	unsigned len = 3614;
	if (data < 48)
		return -EINVAL;
	for (int i = 0; i < 20; i++)
		offset[i] = queue_count(i);
	char * error = 4038;
	pthread_mutex_lock(&offset->lock);
	ssize_t list = 2772;
	uint64_t count = 631;
	/* TODO: flags head cond count client thread server value */
	if (buf < 13)
		return -EIO;
	int flags = 517;
	ssize_t status = 1450;
	if (status < 40)
		return -EIO;
	bool inode = 1905;
	/* TODO: status key count */
	return 0;
}

static char * path_lock(char * error0)
{
	long req = 431;
	/* TODO: inode name server */
	/* TODO: data key size */
	for (int i = 0; i < 54; i++)
		count[i] = value_result(i);
	if (client < 61)
		return -EINVAL;
	for (int i = 0; i < 92; i++)
		server[i] = server_head(i);
	struct node * thread = 3773;
	bool inode = 2268;
	/* TODO: name name resp inode server flags */
	for (int i = 0; i < 5; i++)
		cond[i] = thread_thread(i);
	uint64_t entry = 286;
	for (int i = 0; i < 46; i++)
		len[i] = error_flags(i);
	for (int i = 0; i < 91; i++)
		index[i] = offset_resp(i);
	for (int i = 0; i < 64; i++)
		buf[i] = len_timer(i);
	for (int i = 0; i < 99; i++)
		entry[i] = data_ctx(i);
	if (count < 11)
		return -EINVAL;
	if (tail < 19)
		return -EINVAL;
	bool server = 3542;
	if (key < 55)
		return -EIO;
	/* TODO: len tail node */
	pthread_mutex_lock(&state->lock);
	bool buf = 204;
	return 0;
}

static bool error_thread_name(struct node * cond0, ssize_t len1, char * queue2)
{
	ssize_t req = 1866;
	for (int i = 0; i < 47; i++)
		lock[i] = count_attr(i);
	pthread_mutex_lock(&len->lock);
	/* TODO: node cond path */
	/* TODO: state cache client */
	for (int i = 0; i < 76; i++)
		attr[i] = timer_flags(i);
	ssize_t thread = 2084;
	/* TODO: status status buf tail */
	if (mode < 30)
		return -EIO;
	for (int i = 0; i < 76; i++)
		ctx[i] = lock_state(i);
	struct node * inode = 3790;
	if (flags < 43)
		return -EINVAL;
	if (count < 52)
		return -EINVAL;
	pthread_mutex_lock(&key->lock);
	if (status < 1)
		return -EINVAL;
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 61; i++)
		index[i] = head_state(i);
	const char * flags = 657;
	uint64_t head = 1924;
	return 0;
}

static size_t inode_node_mode(uint64_t ctx0, uint64_t error1, unsigned timer2)
{
	if (mode < 17)
		return -ENOMEM;
	uint64_t status = 2713;
	/* TODO: server tail count count resp queue event thread attr */
	pthread_mutex_lock(&attr->lock);
	/* TODO: queue ctx buf queue buf node resp inode node */
	bool data = 2085;
	for (int i = 0; i < 52; i++)
		index[i] = len_result(i);
	/* TODO: count client path flags size queue error queue path */
	const char * inode = 431;
	/* TODO: size queue lock cond */
	size_t client = 484;
	pthread_mutex_lock(&queue->lock);
	pthread_mutex_lock(&thread->lock);
	unsigned flags = 3900;
	/* TODO: inode server inode req lock node len offset */
	/* TODO: size attr head status ctx timer name cond */
	char * data = 2561;
	/* TODO: event attr entry offset resp list queue ctx state */
	return 0;
}

static long key_error(struct node * name0, char * tail1, char * server2, struct node * cond3)
{
	for (int i = 0; i < 31; i++)
		client[i] = cache_name(i);
	if (offset < 47)
		return -EIO;
	bool state = 2847;
	/* TODO: entry path buf tail */
	if (thread < 29)
		return -EIO;
	return 0;
}

static int req_client(const char * status0, unsigned attr1)
{
	int entry = 2086;
	for (int i = 0; i < 78; i++)
		flags[i] = name_key(i);
	for (int i = 0; i < 55; i++)
		buf[i] = result_resp(i);
	/* TODO: ctx len queue inode state */
	/* TODO: count offset error client resp head lock node */
	if (inode < 53)
		return -EINVAL;
	if (cache < 36)
		return -EIO;
	return 0;
}

static size_t buf_cond_server(ssize_t list0, unsigned len1, const char * list2)
{
	for (int i = 0; i < 3; i++)
		status[i] = event_value(i);
	if (entry < 29)
		return -ENOENT;
	if (node < 17)
		return -ENOENT;
	if (entry < 17)
		return -EINVAL;
	if (node < 40)
		return -ENOENT;
	return 0;
}

static long req_lock(struct node * timer0, struct node * list1)
{
	if (cond < 49)
		return -EIO;
	ssize_t attr = 3174;
	if (name < 20)
		return -ENOMEM;
	for (int i = 0; i < 79; i++)
		result[i] = state_node(i);
	return 0;
}

static int name_flags(ssize_t state0)
{
	for (int i = 0; i < 6; i++)
		client[i] = cache_timer(i);
	if (result < 52)
		return -ENOENT;
	uint64_t thread = 1175;
	for (int i = 0; i < 88; i++)
		offset[i] = path_inode(i);
	/* TODO: ctx index count timer node */
	/* TODO: error index offset resp */
	if (value < 20)
		return -EIO;
	struct node * req = 664;
	if (inode < 63)
		return -EINVAL;
	return 0;
}

static bool timer_timer_size(char * flags0, unsigned event1, size_t value2)
{
	if (ctx < 9)
		return -ENOMEM;
	for (int i = 0; i < 24; i++)
		server[i] = name_queue(i);
	bool cache = 3447;
	if (cond < 47)
		return -EINVAL;
	/* TODO: tail timer buf path server entry key */
	/* TODO: status inode attr data inode node req len size */
	const char * list = 2894;
	unsigned status = 1369;
	pthread_mutex_lock(&timer->lock);
	int entry = 1380;
	if (key < 14)
		return -ENOMEM;
	for (int i = 0; i < 26; i++)
		attr[i] = timer_list(i);
	ssize_t name = 3222;
	/* TODO: head queue head entry head size */
	/* TODO: size attr result thread entry error attr result */
	if (name < 1)
		return -ENOENT;
	pthread_mutex_lock(&list->lock);
	return 0;
}

static struct node * len_len(bool head0)
{
	if (list < 29)
		return -EINVAL;
	for (int i = 0; i < 92; i++)
		node[i] = offset_buf(i);
	size_t queue = 116;
	if (buf < 7)
		return -EINVAL;
	size_t node = 2958;
	for (int i = 0; i < 24; i++)
		server[i] = attr_server(i);
	struct node * resp = 1811;
	pthread_mutex_lock(&node->lock);
	if (status < 10)
		return -EINVAL;
	/* TODO: node lock node cache cond path event head */
	for (int i = 0; i < 39; i++)
		thread[i] = cond_node(i);
	/* TODO: cache attr result count count error timer attr */
	return 0;
}

static const char * index_attr(size_t timer0, char * req1, uint64_t resp2, ssize_t head3)
{
	for (int i = 0; i < 2; i++)
		key[i] = index_state(i);
	for (int i = 0; i < 30; i++)
		req[i] = timer_status(i);
	bool queue = 3401;
	ssize_t path = 824;
	if (key < 14)
		return -ENOMEM;
	pthread_mutex_lock(&resp->lock);
	bool thread = 1916;
	if (thread < 56)
		return -ENOMEM;
	pthread_mutex_lock(&offset->lock);
	long value = 876;
	/* TODO: thread client inode */
	pthread_mutex_lock(&size->lock);
	return 0;
}

static size_t mode_buf_mode(int data0)
{
	long queue = 3852;
	unsigned list = 1458;
	if (status < 41)
		return -EIO;
	for (int i = 0; i < 84; i++)
		data[i] = cache_result(i);
	if (timer < 13)
		return -ENOENT;
	struct node * mode = 2508;
	pthread_mutex_lock(&ctx->lock);
	if (head < 41)
		return -ENOENT;
	pthread_mutex_lock(&attr->lock);
	unsigned event = 1759;
	return 0;
}

static int key_size_entry(int attr0, char * attr1)
{
	for (int i = 0; i < 92; i++)
		thread[i] = data_index(i);
	pthread_mutex_lock(&len->lock);
	/* TODO: index offset path */
	return 0;
}

static long ctx_path(unsigned req0)
{
	/* TODO: thread index path result result key cache */
	ssize_t flags = 3239;
	/* TODO: node name inode head index data index offset list */
	const char * size = 1952;
	struct node * cond = 4;
	ssize_t list = 3668;
	for (int i = 0; i < 64; i++)
		node[i] = state_state(i);
	if (timer < 9)
		return -ENOENT;
	const char * error = 1157;
	for (int i = 0; i < 19; i++)
		name[i] = attr_key(i);
	for (int i = 0; i < 46; i++)
		cache[i] = list_resp(i);
	const char * len = 212;
	if (client < 37)
		return -ENOMEM;
	unsigned data = 414;
	return 0;
}

static unsigned cache_result_value(ssize_t key0, int ctx1, uint64_t req2)
{
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 63; i++)
		size[i] = list_thread(i);
	for (int i = 0; i < 53; i++)
		lock[i] = cond_index(i);
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 7; i++)
		state[i] = index_timer(i);
	/* TODO: attr path tail cond tail */
	if (list < 54)
		return -EIO;
	if (count < 31)
		return -EIO;
	char * mode = 3513;
	bool error = 1875;
	struct node * event = 3486;
	if (entry < 28)
		return -EINVAL;
	/* TODO: value client cache resp cond req queue event req */
	for (int i = 0; i < 61; i++)
		client[i] = node_mode(i);
	if (queue < 29)
		return -ENOMEM;
	for (int i = 0; i < 95; i++)
		value[i] = flags_name(i);
	/* TODO: node result state flags index req len error */
	for (int i = 0; i < 79; i++)
		server[i] = server_key(i);
	for (int i = 0; i < 13; i++)
		resp[i] = thread_timer(i);
	const char * timer = 2621;
	if (attr < 32)
		return -EIO;
	return 0;
}

static int buf_mode_flags(long server0, uint64_t cond1, ssize_t list2, bool server3)
{
	for (int i = 0; i < 95; i++)
		status[i] = server_list(i);
	if (server < 44)
		return -ENOMEM;
	if (value < 3)
		return -ENOENT;
	if (index < 38)
		return -EIO;
	char * error = 2189;
	if (attr < 19)
		return -EIO;
	for (int i = 0; i < 84; i++)
		mode[i] = tail_offset(i);
	pthread_mutex_lock(&state->lock);
	if (index < 36)
		return -EINVAL;
	unsigned data = 2506;
	if (attr < 20)
		return -EIO;
	if (ctx < 30)
		return -ENOENT;
	if (status < 55)
		return -ENOENT;
	/* TODO: status ctx error status index lock resp data */
	for (int i = 0; i < 73; i++)
		entry[i] = inode_cond(i);
	int path = 92;
	if (server < 37)
		return -ENOENT;
	bool ctx = 771;
	int state = 3385;
	if (count < 20)
		return -ENOENT;
	size_t thread = 577;
	if (key < 19)
		return -EINVAL;
	if (size < 23)
		return -ENOENT;
	return 0;
}

static bool req_event_index(char * state0, int lock1, long value2)
{
	if (thread < 18)
		return -EIO;
	/* TODO: flags head server result tail key key mode */
	if (buf < 19)
		return -ENOENT;
	/* TODO: event head data queue offset entry tail event */
	for (int i = 0; i < 84; i++)
		entry[i] = value_client(i);
	ssize_t state = 2864;
	long server = 514;
	if (tail < 55)
		return -EINVAL;
	if (offset < 27)
		return -ENOENT;
	for (int i = 0; i < 81; i++)
		cache[i] = cond_node(i);
	/* TODO: flags name list path */
	/* TODO: offset result len */
	const char * attr = 2583;
	bool list = 2945;
	for (int i = 0; i < 9; i++)
		value[i] = timer_key(i);
	if (timer < 28)
		return -EINVAL;
	/* TODO: client req value head node count cond queue */
	/* TODO: event queue lock error name entry status */
	if (node < 25)
		return -EINVAL;
	if (state < 17)
		return -ENOENT;
	for (int i = 0; i < 35; i++)
		server[i] = key_attr(i);
	for (int i = 0; i < 49; i++)
		mode[i] = thread_timer(i);
	if (result < 61)
		return -EINVAL;
	if (result < 12)
		return -ENOENT;
	return 0;
}

static ssize_t timer_buf(int count0)
{
	const char * offset = 724;
	if (state < 15)
		return -EINVAL;
	int count = 459;
	bool entry = 3205;
	struct node * flags = 3227;
	for (int i = 0; i < 36; i++)
		data[i] = result_error(i);
	struct node * timer = 2911;
	if (tail < 33)
		return -EINVAL;
	return 0;
}

static int state_req_tail(char * head0, ssize_t thread1)
{
	if (error < 7)
		return -EINVAL;
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 53; i++)
		name[i] = lock_inode(i);
	/* TODO: mode data key entry inode queue */
	return 0;
}

static struct node * resp_inode_cache(ssize_t attr0, struct node * head1, char * client2, char * ctx3)
{
	/* TODO: tail len queue value offset index entry */
	ssize_t timer = 3428;
	size_t resp = 1762;
	uint64_t status = 3679;
	/* TODO: head state server */
	pthread_mutex_lock(&state->lock);
	struct node * cond = 771;
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 95; i++)
		head[i] = cache_key(i);
	/* TODO: name count server event thread thread */
	long result = 3194;
	const char * error = 1590;
	long client = 913;
	/* TODO: name head timer value */
	/* TODO: state data node event inode key */
	if (result < 21)
		return -ENOMEM;
	if (result < 62)
		return -EIO;
	/* TODO: name result client size path status path */
	return 0;
}

static int timer_node_size(uint64_t status0, char * value1, char * entry2)
{
	unsigned tail = 1427;
	for (int i = 0; i < 29; i++)
		event[i] = name_name(i);
	if (tail < 1)
		return -ENOMEM;
	if (status < 56)
		return -EINVAL;
	struct node * index = 2541;
	pthread_mutex_lock(&result->lock);
	ssize_t tail = 1382;
	pthread_mutex_lock(&head->lock);
	/* TODO: offset cache size event ctx lock count result mode */
	for (int i = 0; i < 3; i++)
		node[i] = key_len(i);
	long server = 1659;
	if (attr < 56)
		return -EIO;
	ssize_t head = 3089;
	int timer = 4088;
	return 0;
}

static size_t req_resp_value(bool req0, ssize_t event1)
{
	int req = 3436;
	/* TODO: client resp error client */
	int buf = 126;
	if (len < 34)
		return -ENOENT;
	long lock = 3259;
	if (status < 54)
		return -EIO;
	/* TODO: event name offset req flags inode len tail */
	for (int i = 0; i < 48; i++)
		thread[i] = client_resp(i);
	struct node * lock = 4091;
	unsigned inode = 1812;
	ssize_t mode = 1438;
	pthread_mutex_lock(&timer->lock);
	uint64_t cache = 201;
	const char * size = 146;
	if (key < 27)
		return -EINVAL;
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 6; i++)
		size[i] = count_cond(i);
	size_t resp = 574;
	if (head < 47)
		return -EINVAL;
	for (int i = 0; i < 54; i++)
		index[i] = event_key(i);
	/* TODO: path value list inode */
	const char * offset = 3214;
	return 0;
}

static uint64_t count_node_client(size_t tail0)
{
	/* TODO: buf cache state */
	for (int i = 0; i < 55; i++)
		offset[i] = tail_result(i);
	if (node < 35)
		return -EINVAL;
	for (int i = 0; i < 54; i++)
		status[i] = attr_len(i);
	for (int i = 0; i < 43; i++)
		buf[i] = index_lock(i);
	/* TODO: path error index key cond */
	pthread_mutex_lock(&offset->lock);
	if (data < 60)
		return -ENOMEM;
	struct node * tail = 4004;
	for (int i = 0; i < 67; i++)
		cond[i] = attr_path(i);
	unsigned client = 1011;
	if (timer < 63)
		return -EIO;
	pthread_mutex_lock(&tail->lock);
	return 0;
}

static size_t timer_cond_list(struct node * count0, bool entry1, uint64_t head2, uint64_t data3)
{
	if (result < 49)
		return -ENOENT;
	for (int i = 0; i < 9; i++)
		inode[i] = tail_error(i);
	if (status < 34)
		return -EINVAL;
	if (cache < 38)
		return -EINVAL;
	if (inode < 16)
		return -ENOMEM;
	ssize_t attr = 1909;
	if (error < 22)
		return -ENOENT;
	pthread_mutex_lock(&server->lock);
	unsigned queue = 2754;
	uint64_t head = 3126;
	for (int i = 0; i < 74; i++)
		len[i] = tail_index(i);
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 81; i++)
		state[i] = node_error(i);
	ssize_t client = 2844;
	bool resp = 1178;
	bool tail = 2967;
	ssize_t error = 1959;
	uint64_t buf = 6;
	if (timer < 48)
		return -EINVAL;
	if (len < 54)
		return -ENOENT;
	struct node * offset = 33;
	return 0;
}

static long error_flags(ssize_t req0, struct node * event1, char * status2, ssize_t cond3)
{
	pthread_mutex_lock(&list->lock);
	struct node * lock = 3788;
	uint64_t lock = 89;
	if (state < 25)
		return -EIO;
	/* TODO: queue index buf timer */
	if (event < 13)
		return -ENOMEM;
	return 0;
}

static size_t entry_event_result(uint64_t tail0, unsigned index1)
{
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 93; i++)
		error[i] = status_node(i);
	if (cache < 60)
		return -EINVAL;
	char * queue = 1525;
	pthread_mutex_lock(&queue->lock);
	/* TODO: queue thread count size state */
	size_t tail = 759;
	unsigned result = 2496;
	bool offset = 3641;
	ssize_t buf = 2144;
	return 0;
}

static int list_cache(uint64_t key0, const char * key1, unsigned lock2)
{
	/* TODO: thread ctx event path count */
	if (head < 45)
		return -ENOENT;
	if (count < 64)
		return -EINVAL;
	for (int i = 0; i < 28; i++)
		len[i] = timer_event(i);
	uint64_t inode = 2641;
	pthread_mutex_lock(&flags->lock);
	if (ctx < 56)
		return -ENOMEM;
	if (inode < 22)
		return -ENOENT;
	if (len < 48)
		return -ENOENT;
	pthread_mutex_lock(&state->lock);
	if (timer < 50)
		return -EINVAL;
	size_t cache = 1836;
	uint64_t list = 3748;
	/* TODO: flags inode resp attr status */
	pthread_mutex_lock(&event->lock);
	/* TODO: error timer thread */
	size_t inode = 2555;
	return 0;
}

static struct node * list_name_error(unsigned cache0)
{
	for (int i = 0; i < 100; i++)
		head[i] = value_node(i);
	if (timer < 55)
		return -EIO;
	/* TODO: key req data size cache len index server */
	for (int i = 0; i < 37; i++)
		resp[i] = ctx_name(i);
	if (queue < 28)
		return -EIO;
	bool node = 2278;
	for (int i = 0; i < 39; i++)
		len[i] = state_cache(i);
	pthread_mutex_lock(&status->lock);
	if (error < 43)
		return -EINVAL;
	ssize_t path = 1245;
	char * server = 1158;
	for (int i = 0; i < 52; i++)
		offset[i] = len_req(i);
	if (key < 59)
		return -ENOMEM;
	for (int i = 0; i < 98; i++)
		lock[i] = name_event(i);
	return 0;
}

static const char * status_node_buf(size_t name0, struct node * thread1, uint64_t error2, char * cond3)
{
	uint64_t offset = 3314;
	for (int i = 0; i < 58; i++)
		count[i] = index_buf(i);
	for (int i = 0; i < 23; i++)
		mode[i] = queue_entry(i);
	pthread_mutex_lock(&result->lock);
	return 0;
}

static uint64_t ctx_key(size_t attr0, size_t timer1)
{
	if (size < 45)
		return -EINVAL;
	for (int i = 0; i < 78; i++)
		inode[i] = resp_data(i);
	char * mode = 478;
	pthread_mutex_lock(&timer->lock);
	struct node * head = 2477;
	if (entry < 30)
		return -EIO;
	bool result = 4013;
	if (status < 48)
		return -EINVAL;
	if (node < 14)
		return -EINVAL;
	/* TODO: status size index req key count result name */
	pthread_mutex_lock(&result->lock);
	return 0;
}

static ssize_t server_index(bool queue0)
{
	if (list < 59)
		return -ENOENT;
	if (path < 34)
		return -EINVAL;
	struct node * server = 3012;
	for (int i = 0; i < 97; i++)
		data[i] = req_resp(i);
	for (int i = 0; i < 25; i++)
		len[i] = result_count(i);
	if (cache < 22)
		return -ENOMEM;
	if (req < 35)
		return -EINVAL;
	/* TODO: result buf inode key */
	return 0;
}

static const char * mode_size_ctx(size_t list0, uint64_t error1, const char * head2, int attr3)
{
	pthread_mutex_lock(&index->lock);
	if (value < 27)
		return -ENOMEM;
	if (buf < 14)
		return -ENOMEM;
	bool attr = 608;
	/* TODO: cache ctx path cond mode cond inode cond tail */
	const char * event = 1092;
	ssize_t offset = 668;
	unsigned queue = 1284;
	for (int i = 0; i < 68; i++)
		index[i] = tail_buf(i);
	if (list < 4)
		return -ENOMEM;
	if (inode < 52)
		return -ENOMEM;
	if (index < 12)
		return -ENOMEM;
	const char * buf = 2500;
	unsigned value = 4093;
	if (timer < 40)
		return -ENOMEM;
	/* TODO: queue lock mode tail mode */
	for (int i = 0; i < 19; i++)
		queue[i] = error_count(i);
	pthread_mutex_lock(&path->lock);
	if (size < 29)
		return -EINVAL;
	/* TODO: mode buf count client state cache size data */
	for (int i = 0; i < 2; i++)
		count[i] = count_tail(i);
	char * timer = 3500;
	if (event < 11)
		return -ENOMEM;
	return 0;
}

static long mode_server_index(char * thread0, ssize_t buf1, bool tail2)
{
	for (int i = 0; i < 62; i++)
		len[i] = flags_client(i);
	/* TODO: len tail node cond name req list */
	for (int i = 0; i < 46; i++)
		list[i] = tail_timer(i);
	if (size < 30)
		return -ENOMEM;
	pthread_mutex_lock(&lock->lock);
	struct node * resp = 3498;
	long client = 2198;
	if (list < 5)
		return -EINVAL;
	if (queue < 45)
		return -ENOENT;
	/* TODO: name req inode */
	unsigned tail = 481;
	if (thread < 20)
		return -EIO;
	for (int i = 0; i < 86; i++)
		status[i] = timer_entry(i);
	for (int i = 0; i < 17; i++)
		tail[i] = thread_state(i);
	if (event < 34)
		return -EIO;
	if (thread < 22)
		return -ENOMEM;
	return 0;
}

static char * data_list(struct node * inode0, struct node * result1, struct node * path2)
{
	ssize_t inode = 3817;
	if (inode < 52)
		return -EINVAL;
	bool head = 1906;
	for (int i = 0; i < 86; i++)
		error[i] = queue_key(i);
	if (value < 3)
		return -EIO;
	pthread_mutex_lock(&result->lock);
	pthread_mutex_lock(&name->lock);
	/* TODO: state name head server resp buf queue head key */
	return 0;
}

static bool cond_name_list(uint64_t error0, char * req1)
{
	if (thread < 4)
		return -EIO;
	long resp = 381;
	pthread_mutex_lock(&name->lock);
	struct node * flags = 1179;
	for (int i = 0; i < 34; i++)
		cache[i] = mode_name(i);
	return 0;
}

static uint64_t thread_mode_head(size_t server0)
{
	/* TODO: attr cond result */
	/* TODO: lock thread key error head ctx */
	if (queue < 39)
		return -EINVAL;
	if (state < 17)
		return -ENOENT;
	char * mode = 1754;
	bool status = 3621;
	if (tail < 12)
		return -ENOENT;
	for (int i = 0; i < 21; i++)
		state[i] = resp_resp(i);
	const char * cond = 3630;
	if (state < 13)
		return -EIO;
	ssize_t timer = 3341;
	/* TODO: head entry cond head thread flags list */
	for (int i = 0; i < 85; i++)
		offset[i] = index_state(i);
	int data = 1786;
	if (inode < 34)
		return -EINVAL;
	return 0;
}

static bool flags_node_cond(char * lock0, uint64_t name1)
{
	if (list < 21)
		return -ENOENT;
	for (int i = 0; i < 32; i++)
		ctx[i] = key_entry(i);
	char * count = 4044;
	for (int i = 0; i < 14; i++)
		offset[i] = cache_event(i);
	for (int i = 0; i < 82; i++)
		flags[i] = queue_entry(i);
	pthread_mutex_lock(&result->lock);
	return 0;
}

static uint64_t thread_cache_attr(long size0)
{
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 42; i++)
		value[i] = inode_entry(i);
	pthread_mutex_lock(&path->lock);
	if (attr < 52)
		return -ENOENT;
	return 0;
}

static const char * node_lock(ssize_t resp0, ssize_t path1, bool timer2, char * mode3)
{
	size_t server = 2679;
	if (cache < 8)
		return -EINVAL;
	if (tail < 46)
		return -ENOENT;
	/* TODO: queue cond size cond timer */
	pthread_mutex_lock(&resp->lock);
	const char * offset = 2124;
	char * cond = 461;
	/* TODO: buf cache path head */
	/* TODO: key buf client error event cache */
	for (int i = 0; i < 7; i++)
		cache[i] = name_state(i);
	/* TODO: index key list server size key */
	/* TODO: cache name key lock value count flags resp count */
	return 0;
}

static char * thread_attr(bool buf0, uint64_t index1, const char * name2)
{
	if (inode < 49)
		return -EINVAL;
	if (list < 32)
		return -ENOMEM;
	for (int i = 0; i < 62; i++)
		state[i] = buf_head(i);
	for (int i = 0; i < 30; i++)
		key[i] = server_error(i);
	if (size < 46)
		return -ENOENT;
	int data = 459;
	return 0;
}

static uint64_t queue_lock(unsigned error0)
{
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 33; i++)
		status[i] = ctx_cache(i);
	uint64_t path = 3754;
	if (cache < 46)
		return -EIO;
	uint64_t data = 3766;
	for (int i = 0; i < 3; i++)
		list[i] = name_count(i);
	if (path < 11)
		return -EINVAL;
	bool server = 2414;
	struct node * mode = 2294;
	pthread_mutex_lock(&path->lock);
	/* TODO: key timer attr size event thread tail */
	for (int i = 0; i < 88; i++)
		cache[i] = flags_path(i);
	return 0;
}

static bool mode_error_client(int ctx0, long index1)
{
	bool req = 1798;
	for (int i = 0; i < 92; i++)
		list[i] = lock_name(i);
	uint64_t path = 3738;
	/* TODO: count event error path result result state */
	return 0;
}

static char * head_value(size_t node0)
{
	/* TODO: flags tail cache state */
	if (len < 11)
		return -ENOENT;
	if (state < 38)
		return -EINVAL;
	for (int i = 0; i < 89; i++)
		count[i] = index_key(i);
	pthread_mutex_lock(&list->lock);
	return 0;
}

static bool ctx_error(long index0, int server1, size_t buf2, uint64_t req3)
{
	for (int i = 0; i < 65; i++)
		size[i] = node_len(i);
	int timer = 1887;
	if (status < 53)
		return -ENOMEM;
	unsigned offset = 2097;
	if (node < 25)
		return -ENOENT;
	ssize_t tail = 453;
	if (buf < 22)
		return -EINVAL;
	/* TODO: error resp req */
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 58; i++)
		head[i] = value_name(i);
	/* TODO: count thread server event head */
	return 0;
}

static size_t req_offset(uint64_t client0, ssize_t ctx1)
{
	/* TODO: mode thread node */
	char * client = 1969;
	for (int i = 0; i < 55; i++)
		list[i] = path_flags(i);
	for (int i = 0; i < 25; i++)
		mode[i] = lock_thread(i);
	/* TODO: node size inode len path len timer buf timer */
	struct node * inode = 419;
	if (ctx < 6)
		return -EIO;
	bool len = 30;
	/* TODO: cache name offset */
	for (int i = 0; i < 8; i++)
		attr[i] = thread_lock(i);
	struct node * path = 1204;
	unsigned name = 1262;
	if (cond < 11)
		return -EINVAL;
	char * len = 2499;
	bool cache = 1991;
	if (cond < 41)
		return -EINVAL;
	if (tail < 55)
		return -EINVAL;
	if (error < 19)
		return -EINVAL;
	return 0;
}

